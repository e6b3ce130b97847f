import { type CameraConfigAddBody, type CameraConfigRow, DEFAULT_RTSP_TEMPLATE } from '@siteguard/contracts';

/** What the configuration dialog edits; the password field starts empty, also when editing. */
export interface ConfigFormValues {
  name: string;
  ip: string;
  username?: string;
  password?: string;
  port?: number;
  channelNo?: number;
  rtsp?: string;
}

export const DEFAULT_RTSP_PORT = 554;

export function configFormValues(row: CameraConfigRow | undefined): Partial<ConfigFormValues> {
  if (!row) return { port: DEFAULT_RTSP_PORT, channelNo: 1, rtsp: DEFAULT_RTSP_TEMPLATE };
  return {
    name: row.name,
    ip: row.ip,
    username: row.username,
    port: row.port,
    channelNo: row.channelNo,
    rtsp: row.rtsp,
  };
}

/**
 * The add or edit body. The password goes only when typed: left empty on edit, the server keeps the
 * stored one (it never sends it back, so the field cannot show it).
 */
export function configBody(values: ConfigFormValues): CameraConfigAddBody {
  return {
    name: values.name.trim(),
    ip: values.ip.trim(),
    username: values.username?.trim() ?? '',
    ...(values.password ? { password: values.password } : {}),
    port: values.port ?? DEFAULT_RTSP_PORT,
    channelNo: values.channelNo ?? 1,
    rtsp: values.rtsp?.trim() || DEFAULT_RTSP_TEMPLATE,
  };
}

/**
 * The availability webhook as a device would call it (spec: camera availability, secret query). Without
 * the secret (it is shown only once, right after a rotation) the example says where it goes.
 */
export function webhookUrlExample(origin: string, secret: string | null): string {
  const value = secret === null ? '…' : encodeURIComponent(secret);
  return `${origin}/api/cctv/webhook/camera/usable?secret=${value}&ip=192.168.1.64&channel=1&usable=false`;
}

/** '' for a channel that follows its configuration's URL, which the edit body sends as null. */
export const rtspOverrideBody = (value: string | undefined): string | null => value?.trim() || null;
