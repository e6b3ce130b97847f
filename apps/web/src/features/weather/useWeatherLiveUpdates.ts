import { useEffect } from 'react';
import { subscribeServerEvent } from '../../api/events';
import { refreshWeather } from './api';

/** Weather reads refetch when a warning is issued or cancelled (SSE `weatherWarning`). */
export function useWeatherLiveUpdates(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return subscribeServerEvent('weatherWarning', () => void refreshWeather());
  }, [enabled]);
}
