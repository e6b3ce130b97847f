import { permissions, type SysFileInfoRow } from '@siteguard/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { sysFilePageOptions } from './api';
import { FilePreview } from './FilePreview';
import { FileUploadButton } from './FileUploadButton';
import { fileColumns } from './fileColumns';

/**
 * /base/file (menu component 'system/FileInfoList'): every uploaded file, newest first, with upload,
 * image preview, download and delete (refused while the file is someone's avatar, with the reason).
 */
export function FileListPage() {
  const { t } = useTranslation('system');
  const [preview, setPreview] = useState<SysFileInfoRow | null>(null);
  const columns = useMemo(() => fileColumns(t, setPreview), [t]);
  return (
    <>
      <SgTable
        headerTitle={t('file.title')}
        rowKey="id"
        columns={columns}
        query={sysFilePageOptions}
        scrollX={1100}
        toolbar={() => [
          <Can key="upload" code={permissions.sysFileInfo.upload}>
            <FileUploadButton />
          </Can>,
        ]}
      />
      {preview && <FilePreview file={preview} onClose={() => setPreview(null)} />}
    </>
  );
}
