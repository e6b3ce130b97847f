/**
 * Which files of a stream's folder a viewer may read. Names are matched whole against what the
 * driver writes, so nothing else in the folder (ffmpeg's `.tmp` files) and nothing outside it
 * (`..`, `/`, `\`, NUL, URL-encoded tricks the router decoded) can be asked for.
 */

export interface HlsFileType {
  contentType: string;
  /** Playlists change every segment; a segment never changes once it is listed. */
  cacheControl: string;
}

const PLAYLIST: HlsFileType = { contentType: 'application/vnd.apple.mpegurl', cacheControl: 'no-cache' };
const SEGMENT_TS: HlsFileType = { contentType: 'video/mp2t', cacheControl: 'private, max-age=60' };
const SEGMENT_M4S: HlsFileType = { contentType: 'video/iso.segment', cacheControl: 'private, max-age=60' };
const INIT_MP4: HlsFileType = { contentType: 'video/mp4', cacheControl: 'private, max-age=60' };

const SEGMENT = /^seg_\d{1,10}\.(ts|m4s)$/;

/** The type of an HLS file name a viewer may read, or null for any other name. */
export function hlsFileType(name: string): HlsFileType | null {
  if (name === 'index.m3u8') return PLAYLIST;
  if (name === 'init.mp4') return INIT_MP4;
  const segment = SEGMENT.exec(name);
  if (!segment) return null;
  return segment[1] === 'ts' ? SEGMENT_TS : SEGMENT_M4S;
}
