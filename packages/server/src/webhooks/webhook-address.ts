import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '../errors.ts';

/** A name's addresses, as dns.lookup({all: true}) gives them; injected so tests can stub DNS. */
export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Where a delivery connects: the URL, and the one address its connection is pinned to. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

// Loopback, private, link-local, multicast, documentation and the other ranges no public receiver
// lives in. BlockList also matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 ranges.
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it could be any of the above
  ['64:ff9b:1::', 48], // local-use NAT64: likewise
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: likewise
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

// IPv6 spellings of an IPv4 address, whatever that address: a receiver has a plain one, and a
// stack may reach 127.0.0.1 through [::7f00:1] or [::ffff:0:7f00:1]. Kept apart from `refused`,
// which would match every IPv4 address against ::ffff:0:0/96.
const embedsIpv4 = new BlockList();
embedsIpv4.addSubnet('::', 96, 'ipv6'); // IPv4-compatible (deprecated)
embedsIpv4.addSubnet('::ffff:0:0', 96, 'ipv6'); // IPv4-mapped
embedsIpv4.addSubnet('::ffff:0:0:0', 96, 'ipv6'); // IPv4-translated

/** Whether a webhook may not reach this address (without WEBHOOK_ALLOW_PRIVATE). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && embedsIpv4.check(address, 'ipv6')) return true;
  return refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const badUrl = (message: string) => new DomainError('BAD_USER_INPUT', message, { field: 'url' });

/** The URL checked for its form: http: or https:, a host, no credentials. */
export function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badUrl('Enter a full URL, like https://example.com/hooks/verba.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badUrl('A webhook URL starts with https:// or http://.');
  }
  if (url.username !== '' || url.password !== '') {
    throw badUrl('A webhook URL cannot hold a user name or password.');
  }
  return url;
}

/**
 * Resolves the URL's host and checks every address it has: one refused address refuses the URL
 * (WEBHOOK_URL_REFUSED), so a name cannot pass by answering a public address first. The first
 * address is the one the delivery connects to, so DNS cannot change it between check and use.
 */
export async function resolveTarget(
  url: URL,
  options: { lookup: Lookup; allowPrivate: boolean },
): Promise<WebhookTarget> {
  // URL keeps an IPv6 host in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await options.lookup(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      throw new DomainError('WEBHOOK_URL_REFUSED', `The host ${host} could not be found.`, {
        field: 'url',
        reason: 'unresolved',
      });
    }
  }
  const blocked = options.allowPrivate
    ? undefined
    : addresses.find((entry) => isRefusedAddress(entry.address));
  if (blocked) {
    throw new DomainError(
      'WEBHOOK_URL_REFUSED',
      `Webhooks cannot reach ${blocked.address}: it is a private, loopback, link-local or multicast address.`,
      { field: 'url', reason: 'private', address: blocked.address },
    );
  }
  const [first] = addresses as [{ address: string; family: number }];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
