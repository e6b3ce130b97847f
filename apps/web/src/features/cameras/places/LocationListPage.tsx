import { type ProColumns, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { type CameraLocationRow, cameraLocationApi } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/resource';
import { areaOptionsQuery, cameraKeys } from '../cameraQueries';
import { countColumns, descriptionColumn, nameColumns } from './placeColumns';

interface LocationFormValues {
  name: string;
  areaId?: string;
  description?: string;
}

/** /cameras/location (menu component 'cameras/LocationList'): the locations cameras are placed in, each in an area. */
export function LocationListPage() {
  const { t } = useTranslation('cameras');
  const { data: areas = [] } = useQuery(areaOptionsQuery());
  const columns = useMemo<ProColumns<CameraLocationRow>[]>(
    () => [
      ...nameColumns<CameraLocationRow>(t),
      {
        title: t('place.area'),
        dataIndex: 'areaId',
        valueType: 'select',
        fieldProps: { options: areas, allowClear: true, showSearch: true, optionFilterProp: 'label' },
        width: 160,
        render: (_, row) => row.areaName ?? '-',
      },
      descriptionColumn<CameraLocationRow>(t),
      ...countColumns<CameraLocationRow>(t),
    ],
    [t, areas],
  );
  return (
    <ResourcePage<CameraLocationRow, LocationFormValues>
      api={cameraLocationApi}
      title={t('place.locationTitle')}
      dialogTitle={(row) => t(row ? 'place.editLocation' : 'place.addLocation')}
      columns={columns}
      fields={() => (
        <>
          <ProFormText
            name="name"
            label={t('place.name')}
            fieldProps={{ maxLength: 100 }}
            rules={[{ required: true, whitespace: true, message: t('place.nameRequired') }]}
          />
          <ProFormSelect
            name="areaId"
            label={t('place.area')}
            options={areas}
            showSearch
            allowClear
            placeholder={t('place.noArea')}
          />
          <ProFormTextArea
            name="description"
            label={t('place.description')}
            fieldProps={{ maxLength: 500, showCount: true, autoSize: { minRows: 2, maxRows: 6 } }}
          />
        </>
      )}
      initialValues={(row) =>
        row
          ? { name: row.name, areaId: row.areaId ?? undefined, description: row.description ?? undefined }
          : {}
      }
      toBody={(values) => ({
        name: values.name,
        areaId: values.areaId ?? null,
        description: values.description?.trim() || null,
      })}
      nameOf={(row) => row.name}
      alsoRefresh={[[...cameraKeys.all]]}
      scrollX={880}
    />
  );
}
