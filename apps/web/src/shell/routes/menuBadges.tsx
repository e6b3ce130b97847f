import type { ComponentType } from 'react';
import { TodoMenuBadge } from '../../features/workflow/tasks/TodoMenuBadge';

/**
 * Counts drawn after a menu item's title, by the menu's component (like the page registry): a
 * feature's badge reads its own count and draws nothing when there is nothing to count.
 */
const badges: Record<string, ComponentType> = {
  'workflow/TaskTodo': TodoMenuBadge,
};

export function menuBadgeFor(component: string): ComponentType | undefined {
  return badges[component];
}
