import {
  type DutyFamily,
  type DutyRosterSaveBody,
  dutyRosterApi,
  type EscalationChainSaveBody,
} from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { queryClient } from '../../../api/queryClient';

export const dutyRosterKeys = {
  all: ['dutyRoster'] as const,
  list: (site: string) => [...dutyRosterKeys.all, 'list', site] as const,
  onDuty: (site: string) => [...dutyRosterKeys.all, 'onDuty', site] as const,
};

/** A site's rosters and chains with the tenant's defaults, the tenant's sites, and whom they may name. */
export const dutyRosterListOptions = (site: string) =>
  queryOptions({
    queryKey: dutyRosterKeys.list(site),
    queryFn: ({ signal }) => callEndpoint(dutyRosterApi.list, { query: site ? { site } : {}, signal }),
  });

/** Who is on duty now: shifts change on the minute, so it is read again every minute. */
export const onDutyOptions = (site: string) =>
  queryOptions({
    queryKey: dutyRosterKeys.onDuty(site),
    queryFn: ({ signal }) => callEndpoint(dutyRosterApi.onDuty, { query: site ? { site } : {}, signal }),
    refetchInterval: 60_000,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: dutyRosterKeys.all });

export async function saveRoster(body: DutyRosterSaveBody) {
  const row = await callEndpoint(dutyRosterApi.save, { body });
  await refresh();
  return row;
}

export async function deleteRoster(site: string, family: DutyFamily) {
  await callEndpoint(dutyRosterApi.delete, { body: { site, family } });
  await refresh();
}

export async function saveChain(body: EscalationChainSaveBody) {
  const row = await callEndpoint(dutyRosterApi.saveChain, { body });
  await refresh();
  return row;
}

export async function deleteChain(site: string, family: DutyFamily) {
  await callEndpoint(dutyRosterApi.deleteChain, { body: { site, family } });
  await refresh();
}
