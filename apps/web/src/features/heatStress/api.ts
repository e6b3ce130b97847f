import { heatStressApi } from '@siteguard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../api/client';
import { subscribeServerEvent } from '../../api/events';
import { queryClient } from '../../api/queryClient';

export const heatStressKeys = {
  all: ['heatStress'] as const,
  board: () => [...heatStressKeys.all, 'board'] as const,
};

/**
 * The board (GET /heatStress/current). Level changes arrive as `heatStress` events; workers come and
 * go through the gates without one, so it also refetches every minute.
 */
export const heatStressBoardOptions = () =>
  queryOptions({
    queryKey: heatStressKeys.board(),
    queryFn: ({ signal }) => callEndpoint(heatStressApi.current, { signal }),
    refetchInterval: 60_000,
    staleTime: 10_000,
  });

/** Enters the HKHI by hand (null: back to the feed); the answer is the new board. */
export async function overrideHeatIndex(value: number | null) {
  const board = await callEndpoint(heatStressApi.override, { body: { value } });
  queryClient.setQueryData(heatStressKeys.board(), board);
  return board;
}

/** The board follows the tenant's `heatStress` events. */
export function useHeatStressLiveUpdates(): void {
  useEffect(
    () =>
      subscribeServerEvent('heatStress', () => {
        void queryClient.invalidateQueries({ queryKey: heatStressKeys.all }, { cancelRefetch: false });
      }),
    [],
  );
}
