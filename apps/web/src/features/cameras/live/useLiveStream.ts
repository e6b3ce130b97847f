import { errorMessage, type PlayInfo, streamApi, wearableLiveApi } from '@siteguard/contracts';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../api/ApiError';
import { callEndpoint } from '../../../api/client';
import { currentLang } from '../../../i18n/i18n';
import { stopCameraStream } from '../cameraQueries';
import { attachStream } from './attachStream';
import { isStalled, reconnectDelay } from './reconnect';

export type LivePhase = 'starting' | 'playing' | 'reconnecting' | 'error' | 'stopped' | 'paused';

export interface LiveStream {
  phase: LivePhase;
  /** Why it failed, in the user's language (the server's CAMERA_PULL_FAILED message). */
  message: string | null;
  /** Starts again now: after an error, a stop, or instead of waiting for the next reconnect. */
  retry: () => void;
  /** Stops the camera's stream on the server, for every viewer. */
  stop: () => Promise<void>;
}

const WATCHDOG_INTERVAL_MS = 2_000;

const reasonOf = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : errorMessage('CAMERA_PULL_FAILED', currentLang());

const askForStream = (
  cameraId: string,
  wornOn: string | undefined,
  signal: AbortSignal,
): Promise<PlayInfo> =>
  wornOn
    ? callEndpoint(wearableLiveApi.play, { query: { deviceId: wornOn }, signal })
    : callEndpoint(streamApi.live, { query: { id: cameraId }, signal });

/**
 * One tile's stream: asks the server for it (`streamApi.live`), plays it in `videoRef`, and when the
 * picture is lost (a fatal player error, or no progress for 8 s) asks again after 2 s, 4 s, 8 s ... at
 * most 30 s. Nobody watching (`watching` false: the page hidden, another tab on screen) or the tile
 * gone destroys the player; the server stops pulling by itself once no viewer reads the stream, so
 * leaving never stops it for others. A first request the server refuses shows its reason and waits
 * for Retry.
 */
export function useLiveStream(
  cameraId: string,
  videoRef: RefObject<HTMLVideoElement | null>,
  watching: boolean,
  /** A camera worn on this watch or helmet: asked for through the watches' own call and permission. */
  wornOn?: string,
): LiveStream {
  const [phase, setPhase] = useState<LivePhase>('starting');
  const [message, setMessage] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  // Bumped by retry: a new run of the effect below.
  const [run, setRun] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the stream on purpose.
  useEffect(() => {
    const video = videoRef.current;
    if (stopped) {
      setPhase('stopped');
      return;
    }
    if (!watching || !video) {
      setPhase('paused');
      return;
    }
    let disposed = false;
    let detach: (() => void) | null = null;
    let abort: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let everPlayed = false;
    let sawFrame = false;
    let lastTime = -1;
    let lastProgressAt = Date.now();

    const teardown = () => {
      abort?.abort();
      abort = null;
      detach?.();
      detach = null;
    };
    const lost = (reason: string | null) => {
      if (disposed || timer !== undefined) return;
      teardown();
      setPhase('reconnecting');
      setMessage(reason);
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, reconnectDelay(attempt));
      attempt += 1;
    };
    const connect = async () => {
      const controller = new AbortController();
      abort = controller;
      try {
        const info = await askForStream(cameraId, wornOn, controller.signal);
        if (disposed || controller.signal.aborted) return;
        sawFrame = false;
        lastTime = -1;
        lastProgressAt = Date.now();
        detach = attachStream(video, info, () => lost(null));
      } catch (error) {
        if (disposed || controller.signal.aborted) return;
        if (everPlayed) {
          lost(reasonOf(error));
        } else {
          setPhase('error');
          setMessage(reasonOf(error));
        }
      }
    };
    const onTimeUpdate = () => {
      if (video.currentTime === lastTime) return;
      lastTime = video.currentTime;
      lastProgressAt = Date.now();
      if (!sawFrame) {
        sawFrame = true;
        everPlayed = true;
        attempt = 0;
        setPhase('playing');
        setMessage(null);
      }
    };
    video.addEventListener('timeupdate', onTimeUpdate);
    const watchdog = setInterval(() => {
      if (detach && isStalled({ now: Date.now(), lastProgressAt, sawFrame })) lost(null);
    }, WATCHDOG_INTERVAL_MS);

    setPhase('starting');
    setMessage(null);
    void connect();
    return () => {
      disposed = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      video.removeEventListener('timeupdate', onTimeUpdate);
      teardown();
    };
  }, [cameraId, wornOn, videoRef, watching, stopped, run]);

  const retry = useCallback(() => {
    setStopped(false);
    setRun((current) => current + 1);
  }, []);
  const stop = useCallback(async () => {
    // Our player goes first, so it does not see the stream end and ask for it again.
    setStopped(true);
    await stopCameraStream(cameraId);
  }, [cameraId]);
  return { phase, message, retry, stop };
}
