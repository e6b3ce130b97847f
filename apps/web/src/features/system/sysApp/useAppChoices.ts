import { permissions } from '@siteguard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../../shell/permission';
import { useSessionUser } from '../../../shell/session/useSessionUser';
import { sysAppChoiceOptions } from './api';

export interface AppChoice {
  value: string;
  label: string;
}

/**
 * The applications a menu can belong to, as select options (code, name in the current language).
 * With the application list's permission every application is offered, disabled ones included;
 * without it, the ones the signed-in user can switch to.
 */
export function useAppChoices(): { options: AppChoice[]; loading: boolean } {
  const canList = usePermission(permissions.sysApp.page);
  const { data: user } = useSessionUser();
  const apps = useQuery({ ...sysAppChoiceOptions(), enabled: canList });
  const options = useMemo(
    () =>
      canList
        ? (apps.data ?? []).map((app) => ({ value: app.code, label: app.title }))
        : (user?.apps ?? []).map((app) => ({ value: app.code, label: app.name })),
    [canList, apps.data, user?.apps],
  );
  return { options, loading: canList && apps.isLoading };
}
