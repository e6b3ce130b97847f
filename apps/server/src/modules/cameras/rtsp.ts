/**
 * The RTSP URL of one channel: the configuration's template (or the channel's own) with `{ip}`,
 * `{port}` and `{channel}` filled in and, for pulling, the user name and password added. The
 * credentials never go back to a browser: `withCredentials` is for the media driver only.
 */
export function channelUrl(template: string, config: { ip: string; port: number }, channel: number): string {
  // An IPv6 address goes into a URL in brackets.
  const ip = config.ip.includes(':') && !config.ip.startsWith('[') ? `[${config.ip}]` : config.ip;
  return template
    .replaceAll('{ip}', ip)
    .replaceAll('{port}', String(config.port))
    .replaceAll('{channel}', String(channel));
}

export function withCredentials(url: string, username: string, password: string | undefined): string {
  if (!username) return url;
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(username);
  parsed.password = password ? encodeURIComponent(password) : '';
  return parsed.toString();
}

/** The URL as a person may see it: any credentials someone typed into it removed. */
export function withoutCredentials(url: string): string {
  return url.replace(/^(rtsps?:\/\/)[^/@\s]*@/i, '$1');
}
