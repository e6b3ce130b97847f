import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { instanceDetailOptions } from '../api';
import { InstanceView } from '../shared/InstanceView';

/** One instance in full beside the list: diagram with its position, forms filled, timeline. */
export function InstanceDrawer({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('workflow');
  const detail = useQuery(instanceDetailOptions(id));
  return (
    <Drawer open width={880} title={t('detail.title', { title })} onClose={onClose} destroyOnHidden>
      {detail.isPending && <Skeleton active />}
      {detail.isError && <Alert type="error" showIcon message={detail.error.message} />}
      {detail.data && <InstanceView instance={detail.data} />}
    </Drawer>
  );
}
