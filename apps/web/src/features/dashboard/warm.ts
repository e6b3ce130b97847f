import { permissions } from '@siteguard/contracts';
import { queryClient } from '../../api/queryClient';
import { warmWhenPermitted } from '../../shell/guard/warmWhenPermitted';
import { dashboardSummaryOptions } from './api';

/** The page's first read (all sites), started by the route while the page's code downloads. */
export const warm = () =>
  warmWhenPermitted(permissions.dashboard.view, () =>
    queryClient.prefetchQuery(dashboardSummaryOptions(undefined)),
  );
