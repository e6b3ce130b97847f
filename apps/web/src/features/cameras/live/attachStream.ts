import type { PlayInfo } from '@siteguard/contracts';
// The light build: no subtitles, alternate audio or DRM, which camera streams never have.
import Hls from 'hls.js/light';
import { getToken } from '../../../api/token';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Only our own server gets the bearer token; a media server elsewhere (ZLMediaKit) must not see it. */
function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function play(video: HTMLVideoElement): void {
  // Muted autoplay is allowed everywhere; a refusal (a hidden tab) is retried by the next attach.
  void video.play().catch(() => undefined);
}

function reset(video: HTMLVideoElement): void {
  video.removeAttribute('src');
  video.load();
}

/** Plays `url` through the element itself (fMP4, or HLS where the browser plays it natively). */
function attachNative(video: HTMLVideoElement, url: string, onLost: (reason: string) => void): () => void {
  const onError = () => onLost(`media error ${video.error?.code ?? ''}`.trim());
  const onEnded = () => onLost('ended');
  video.addEventListener('error', onError);
  video.addEventListener('ended', onEnded);
  video.src = url;
  play(video);
  return () => {
    video.removeEventListener('error', onError);
    video.removeEventListener('ended', onEnded);
    reset(video);
  };
}

/**
 * Starts playing a stream the server answered (`streamApi.live`) in `video`, and answers how to stop.
 * HLS goes through hls.js, which sends the bearer token the built-in driver's playlist and segments
 * need (/api/cameras/hls/<key>/); a browser without Media Source Extensions (older iPhones) plays it
 * natively. fMP4 is the element's own. `onLost` hears of a failure the player will not recover from.
 */
export function attachStream(
  video: HTMLVideoElement,
  info: Pick<PlayInfo, 'playUrl' | 'kind'>,
  onLost: (reason: string) => void,
): () => void {
  if (info.kind === 'mp4') return attachNative(video, info.playUrl, onLost);
  if (!Hls.isSupported()) {
    if (video.canPlayType(HLS_MIME)) return attachNative(video, info.playUrl, onLost);
    onLost('HLS is not supported by this browser');
    return () => undefined;
  }
  const hls = new Hls({
    lowLatencyMode: true,
    liveSyncDurationCount: 2,
    xhrSetup: (xhr, url) => {
      const token = getToken();
      if (!token || !isOwnOrigin(url)) return;
      // Headers can only be set on an opened request; hls.js opens it itself when we have not.
      if (xhr.readyState === XMLHttpRequest.UNSENT) xhr.open('GET', url, true);
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    },
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onLost(`${data.type}: ${data.details}`);
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => play(video));
  hls.loadSource(info.playUrl);
  hls.attachMedia(video);
  return () => {
    hls.destroy();
    reset(video);
  };
}
