import dns from 'node:dns';
import os from 'node:os';
import { type CameraHostReason, cameraHostReasons } from '@siteguard/contracts';
import ipaddr from 'ipaddr.js';
import { fail } from '../../platform/errors.js';

/**
 * Where the server may be sent to pull a camera (issue #30: SSRF). A camera configuration names a
 * host and port that our ffmpeg (or ZLMediaKit) connects to, so a tenant administrator could aim it
 * at the server itself, the cloud's metadata service or any port inside the data centre. Every host
 * is resolved (all its addresses) and refused when any address is:
 * - always: unspecified (0.0.0.0/8, ::), link-local (169.254/16, fe80::/10), multicast, broadcast,
 *   reserved ranges, a cloud metadata address (below), or one of the server's own ports on one of
 *   its own addresses;
 * - loopback (127/8, ::1) unless `allowLoopback` (the demo and test camera sources);
 * - outside `networks` (CAMERA_NETWORKS) when that list is set.
 * Private camera LANs (10/8, 172.16/12, 192.168/16, fc00::/7) pass by default. IPv6 addresses that
 * carry an IPv4 one (::ffff:a.b.c.d, 64:ff9b::/96, 2002::/16, ::a.b.c.d) are judged by that IPv4.
 * The refusal comes before any connection, so a refused host answers at once whatever its ports do.
 */

/** Why a host was refused; the catalogue's cameraHostReasons names it in each language. */
export type HostRefusal = CameraHostReason;

export class CameraHostRefused extends Error {
  constructor(
    readonly reason: HostRefusal,
    readonly host: string,
  ) {
    super(`camera host ${host} refused: ${reason}`);
    this.name = 'CameraHostRefused';
  }
}

export interface CameraHostPolicy {
  /** Loopback addresses allowed (CAMERA_ALLOW_LOOPBACK: the demo and test camera sources). */
  allowLoopback: boolean;
  /** CAMERA_NETWORKS: when not empty, every address must fall in one of these CIDRs. */
  networks: string[];
  /** The server's own listening ports (HTTP, MQTT, MQTTS), refused on its own addresses. */
  ownPorts: number[];
}

/** Instance metadata services of the clouds (AWS, GCP, Azure, Alibaba, Tencent, Oracle, ...). */
const METADATA = [
  '169.254.169.254', // AWS, GCP, Azure, Huawei, Oracle, DigitalOcean...
  '169.254.170.2', // AWS ECS task metadata
  '169.254.0.23', // Tencent Cloud
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud (legacy)
  'fd00:ec2::254', // AWS over IPv6
].map((address) => ipaddr.parse(address).toNormalizedString());

const REFUSED_V4: Partial<Record<string, HostRefusal>> = {
  unspecified: 'unspecified',
  broadcast: 'reserved',
  multicast: 'multicast',
  linkLocal: 'linkLocal',
  loopback: 'loopback',
  reserved: 'reserved',
};
const REFUSED_V6: Partial<Record<string, HostRefusal>> = {
  unspecified: 'unspecified',
  loopback: 'loopback',
  linkLocal: 'linkLocal',
  multicast: 'multicast',
  reserved: 'reserved',
  benchmarking: 'reserved',
  teredo: 'reserved',
  discard: 'reserved',
  deprecatedSiteLocal: 'linkLocal',
};

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The IPv4 address an IPv6 one carries (mapped, translated, NAT64, 6to4, compatible), if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const range = address.range() as string;
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return v4(p6, p7);
  if (range === '6to4') return v4(p1, p2);
  // ::a.b.c.d (deprecated IPv4-compatible); :: and ::1 are judged as IPv6.
  if (p0 === 0 && p1 === 0 && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0 && (p6 !== 0 || p7 > 1))
    return v4(p6, p7);
  return null;
}

/** The IP literal of a URL host or configuration field: brackets and a zone (`%eth0`) removed. */
export function bareHost(host: string): string {
  return host.replace(/^\[(.*)\]$/, '$1');
}

/** The address as it goes into a URL: IPv6 in brackets. */
export const urlHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** The server's own addresses, read each time (interfaces come and go). */
function ownAddresses(): Set<string> {
  const found = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) {
    for (const entry of list ?? []) {
      try {
        found.add(ipaddr.process(entry.address.split('%')[0] ?? '').toNormalizedString());
      } catch {
        // an address ipaddr cannot read is not one a camera URL could name either
      }
    }
  }
  return found;
}

export type Lookup = (host: string) => Promise<string[]>;

/** How long a name may take to resolve before it counts as unresolvable. */
const LOOKUP_TIMEOUT_MS = 5000;

/** The system resolver (hosts file, DNS), as ffmpeg's getaddrinfo would see it, bounded in time. */
const systemLookup: Lookup = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([dns.promises.lookup(host, { all: true, verbatim: true }), timeout]);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

export function cameraHostGuard(policy: CameraHostPolicy, lookup: Lookup = systemLookup) {
  const networks = policy.networks.map((cidr) => ipaddr.parseCIDR(cidr));
  const inNetworks = (address: Address) =>
    networks.some(([range, bits]) => {
      if (range.kind() === address.kind()) return address.match(range, bits);
      // An IPv4 network also covers the IPv4-mapped form of its addresses, and the reverse.
      if (address.kind() === 'ipv4' && range.kind() === 'ipv6')
        return (address as ipaddr.IPv4).toIPv4MappedAddress().match(range, bits);
      return false;
    });

  /** Why this address may not be pulled from on `port`, or null when it may. */
  function refusalOf(text: string, port: number): HostRefusal | null {
    let address: Address;
    try {
      address = ipaddr.parse(bareHost(text).split('%')[0] ?? '');
    } catch {
      return 'unresolvable';
    }
    if (METADATA.includes(address.toNormalizedString())) return 'metadata';
    let judged: Address = address;
    if (address.kind() === 'ipv6') {
      const v4 = embeddedIPv4(address as ipaddr.IPv6);
      if (v4) {
        if (METADATA.includes(v4.toNormalizedString())) return 'metadata';
        judged = v4;
      }
    }
    const range = judged.range() as string;
    const refused = (judged.kind() === 'ipv4' ? REFUSED_V4 : REFUSED_V6)[range];
    if (refused && !(refused === 'loopback' && policy.allowLoopback)) return refused;
    if (policy.ownPorts.includes(port)) {
      // The server listens on every address when bound to 0.0.0.0: loopback and its interfaces.
      const own = ownAddresses();
      if (
        range === 'loopback' ||
        own.has(judged.toNormalizedString()) ||
        own.has(address.toNormalizedString())
      )
        return 'thisServer';
    }
    if (networks.length > 0 && !inNetworks(judged) && !inNetworks(address)) return 'outsideNetworks';
    return null;
  }

  /**
   * The address to connect to for `host` on `port`: every address the name resolves to must pass,
   * and the first is the one used (so a name that re-resolves elsewhere later changes nothing).
   */
  async function resolve(host: string, port: number): Promise<string> {
    const bare = bareHost(host.trim());
    let addresses: string[];
    if (ipaddr.isValid(bare.split('%')[0] ?? '') && !/^\d+$/.test(bare)) {
      addresses = [bare];
    } else {
      try {
        addresses = await lookup(bare);
      } catch {
        throw new CameraHostRefused('unresolvable', host);
      }
    }
    if (addresses.length === 0) throw new CameraHostRefused('unresolvable', host);
    for (const address of addresses) {
      const refusal = refusalOf(address, port);
      if (refusal) throw new CameraHostRefused(refusal, host);
    }
    // IPv4 first, as camera LANs mostly are (`localhost` may list ::1 first).
    const chosen = addresses.find((address) => !address.includes(':')) ?? addresses[0] ?? '';
    return ipaddr.process(chosen.split('%')[0] ?? '').toString();
  }

  return {
    refusalOf,
    resolve,
    /**
     * Checks an rtsp:// URL's host and port and answers the URL with the host replaced by the
     * checked address (credentials, path and query kept). Throws CameraHostRefused.
     */
    async pin(url: string): Promise<string> {
      const { host, port } = hostAndPort(url);
      const address = await resolve(host, port);
      return replaceHost(url, urlHost(address));
    },
    /** Checks without pinning: for a configuration being saved. */
    async check(url: string): Promise<void> {
      const { host, port } = hostAndPort(url);
      await resolve(host, port);
    },
  };
}
export type CameraHostGuard = ReturnType<typeof cameraHostGuard>;

const DEFAULT_PORTS: Record<string, number> = { 'rtsp:': 554, 'rtsps:': 322 };

/** The host and port an rtsp:// URL connects to (554 when it names none). */
export function hostAndPort(url: string): { host: string; port: number } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CameraHostRefused('unresolvable', url.replace(/^[a-z]+:\/\/[^@/]*@/i, ''));
  }
  if (!parsed.hostname) throw new CameraHostRefused('unresolvable', '');
  const port = parsed.port ? Number(parsed.port) : (DEFAULT_PORTS[parsed.protocol] ?? 554);
  return { host: decodeURIComponent(parsed.hostname), port };
}

/** The URL with its host swapped, by hand: URL's setter refuses some hosts of non-special schemes. */
function replaceHost(url: string, host: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(.*)$/is.exec(url);
  if (!match) throw new CameraHostRefused('unresolvable', '');
  return `${match[1]}${match[2] ?? ''}${host}${match[4] ?? ''}`;
}

/** Which field of a configuration a camera's pull URL comes from, for the refusal's message. */
export type HostField = 'ip' | 'rtsp' | 'rtspUrl';

/** The catalogue's 400 for a refused host, naming the field. */
export function hostNotAllowed(field: HostField, error: CameraHostRefused): never {
  return fail(
    'CAMERA_HOST_NOT_ALLOWED',
    { field, reason: cameraHostReasons[error.reason] },
    { errors: [{ path: `body.${field}`, reason: 'invalid' }], refusal: error.reason },
  );
}

/** Runs `check`, turning a refused host into the catalogue's 400 for `field`. */
export async function checkedHost<T>(field: HostField, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof CameraHostRefused) return hostNotAllowed(field, error);
    throw error;
  }
}
