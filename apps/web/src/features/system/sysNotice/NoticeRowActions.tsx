import { permissions, type SysNoticeRow } from '@siteguard/contracts';
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shell/permission';
import { useServerError } from '../shared/useServerError';
import { deleteSysNotice, publishSysNotice, withdrawSysNotice } from './api';
import { noticeActions } from './noticeStatus';

export interface NoticeRowHandlers {
  onDetail: (notice: SysNoticeRow) => void;
  onEdit: (notice: SysNoticeRow) => void;
}

/** A notice row's actions: the ones its status allows, each behind its permission. */
export function NoticeRowActions({ notice, onDetail, onEdit }: { notice: SysNoticeRow } & NoticeRowHandlers) {
  const { t } = useTranslation('system');
  const report = useServerError();
  const { message } = App.useApp();
  const allowed = noticeActions(notice.status);
  const done = (text: string) => () => void message.success(text);

  return (
    <Space size="middle">
      <Typography.Link onClick={() => onDetail(notice)}>{t('notice.detail')}</Typography.Link>
      {allowed.edit && (
        <Can code={permissions.sysNotice.edit}>
          <Typography.Link onClick={() => onEdit(notice)}>{t('common.edit')}</Typography.Link>
        </Can>
      )}
      {allowed.publish && (
        <Can code={permissions.sysNotice.publish}>
          <Popconfirm
            title={t('notice.publishConfirm', { title: notice.title })}
            description={t('notice.publishHint')}
            onConfirm={() => publishSysNotice(notice.id).then(done(t('notice.published')), report)}
          >
            <Typography.Link>{t('notice.publish')}</Typography.Link>
          </Popconfirm>
        </Can>
      )}
      {allowed.withdraw && (
        <Can code={permissions.sysNotice.withdraw}>
          <Popconfirm
            title={t('notice.withdrawConfirm', { title: notice.title })}
            description={t('notice.withdrawHint')}
            okButtonProps={{ danger: true }}
            onConfirm={() => withdrawSysNotice(notice.id).then(done(t('notice.withdrawn')), report)}
          >
            <Typography.Link type="warning">{t('notice.withdraw')}</Typography.Link>
          </Popconfirm>
        </Can>
      )}
      {allowed.delete && (
        <Can code={permissions.sysNotice.delete}>
          <Popconfirm
            title={t('common.deleteConfirm', { name: notice.title })}
            okButtonProps={{ danger: true }}
            onConfirm={() => deleteSysNotice(notice.id).then(done(t('common.deleted')), report)}
          >
            <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
          </Popconfirm>
        </Can>
      )}
    </Space>
  );
}
