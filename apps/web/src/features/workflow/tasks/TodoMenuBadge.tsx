import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { usePermission } from '../../../shell/permission';
import { taskCountsOptions } from '../api';

/** The 'to do' menu item's count of open tasks; task events refresh it (useTaskLiveUpdates). */
export function TodoMenuBadge() {
  const sees = usePermission(permissions.flowableTask.todoPage);
  const counts = useQuery({ ...taskCountsOptions(), enabled: sees });
  const todo = counts.data?.todo ?? 0;
  if (!sees || todo === 0) return null;
  return <Badge count={todo} size="small" data-testid="todo-menu-badge" />;
}
