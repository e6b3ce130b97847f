import { App, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerError } from './useServerError';

/**
 * A row's delete: asks first (naming the record), says 'deleted' when the server agrees, and shows the
 * server's reason when it refuses (a record still in use). The caller wraps it in <Can>.
 */
export function DeleteLink({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const report = useServerError();
  return (
    <Popconfirm
      title={t('common.deleteConfirm', { name })}
      okButtonProps={{ danger: true }}
      onConfirm={() => onDelete().then(() => void message.success(t('common.deleted')), report)}
    >
      <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
    </Popconfirm>
  );
}
