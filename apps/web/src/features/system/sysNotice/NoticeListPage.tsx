import { PlusOutlined } from '@ant-design/icons';
import { permissions, type SysNoticeRow } from '@siteguard/contracts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SgTable } from '../../../components/table';
import { Can } from '../../../shell/permission';
import { sysNoticePageOptions } from './api';
import { NoticeDetailDrawer } from './NoticeDetailDrawer';
import { NoticeFormModal } from './NoticeFormModal';
import { noticeColumns } from './noticeColumns';

type Dialog = { kind: 'form'; notice?: SysNoticeRow } | { kind: 'detail'; notice: SysNoticeRow } | null;

/** /system/notice (menu component 'system/NoticeList'): notices, their publishing and who read them. */
export function NoticeListPage() {
  const { t } = useTranslation('system');
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(
    () =>
      noticeColumns(t, {
        onDetail: (notice) => setDialog({ kind: 'detail', notice }),
        onEdit: (notice) => setDialog({ kind: 'form', notice }),
      }),
    [t],
  );
  const close = () => setDialog(null);

  return (
    <>
      <SgTable
        headerTitle={t('notice.title')}
        rowKey="id"
        columns={columns}
        query={sysNoticePageOptions}
        scrollX={1000}
        toolbar={() => [
          <Can key="add" code={permissions.sysNotice.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form' })}>
              {t('common.add')}
            </Button>
          </Can>,
        ]}
      />
      {dialog?.kind === 'form' && <NoticeFormModal notice={dialog.notice} onClose={close} />}
      {dialog?.kind === 'detail' && <NoticeDetailDrawer notice={dialog.notice} onClose={close} />}
    </>
  );
}
