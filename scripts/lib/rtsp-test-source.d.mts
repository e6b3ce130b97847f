export interface RtspTestSourceOptions {
  path?: string;
  user?: string;
  password?: string;
  size?: string;
  fps?: number;
  gop?: number;
  codec?: 'h264' | 'mpeg4';
  port?: number;
  host?: string;
}
export interface RtspTestSource {
  port: number;
  url: string;
  urlWithoutAuth: string;
  startedAt: number;
  players(): number;
  dropPlayers(): void;
  encoderPid: number | undefined;
  stop(): Promise<void>;
}
export function ensureFfmpegInstalled(): void;
export function ffmpegBinary(): string;
export function startRtspTestSource(options?: RtspTestSourceOptions): Promise<RtspTestSource>;
