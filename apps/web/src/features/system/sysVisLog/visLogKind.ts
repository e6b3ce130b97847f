import type { VisLogKind } from './api';

/** The label and tag colour of each visit kind: a refused attempt while locked stands out. */
export const VIS_LOG_KIND_VIEW = {
  login: { label: 'visLog.kindLogin', color: 'blue' },
  logout: { label: 'visLog.kindLogout', color: 'default' },
  locked: { label: 'visLog.kindLocked', color: 'orange' },
} as const satisfies Record<VisLogKind, { label: string; color: string }>;
