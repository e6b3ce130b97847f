import { type ProColumns, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { type CameraAreaRow, cameraAreaApi } from '@siteguard/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/resource';
import { cameraKeys, placePageKeys } from '../cameraQueries';
import { countColumns, descriptionColumn, nameColumns } from './placeColumns';

interface AreaFormValues {
  name: string;
  description?: string;
}

/** /cameras/area (menu component 'cameras/AreaList'): the areas cameras are placed in. */
export function AreaListPage() {
  const { t } = useTranslation('cameras');
  const columns = useMemo<ProColumns<CameraAreaRow>[]>(
    () => [
      ...nameColumns<CameraAreaRow>(t),
      descriptionColumn<CameraAreaRow>(t),
      ...countColumns<CameraAreaRow>(t),
    ],
    [t],
  );
  return (
    <ResourcePage<CameraAreaRow, AreaFormValues>
      api={cameraAreaApi}
      title={t('place.areaTitle')}
      dialogTitle={(row) => t(row ? 'place.editArea' : 'place.addArea')}
      columns={columns}
      fields={() => (
        <>
          <ProFormText
            name="name"
            label={t('place.name')}
            fieldProps={{ maxLength: 100 }}
            rules={[{ required: true, whitespace: true, message: t('place.nameRequired') }]}
          />
          <ProFormTextArea
            name="description"
            label={t('place.description')}
            fieldProps={{ maxLength: 500, showCount: true, autoSize: { minRows: 2, maxRows: 6 } }}
          />
        </>
      )}
      initialValues={(row) => (row ? { name: row.name, description: row.description ?? undefined } : {})}
      toBody={(values) => ({ name: values.name, description: values.description?.trim() || null })}
      nameOf={(row) => row.name}
      // The location list, its area select and the camera lists show area names.
      alsoRefresh={[[...cameraKeys.all], placePageKeys.locations]}
      scrollX={720}
    />
  );
}
