import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, "::" expanded; an embedded IPv4 tail becomes two groups. */
function ipv6Groups(address: string): string[] {
  let text = address;
  const v4 = text.match(/(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key rate limits count a client under: its IPv4 address, or the /64 network of its IPv6
 * address, since one subscriber usually holds a whole /64 and could rotate through it.
 */
export function clientAddress(ip: string): string {
  // Without the zone (`fe80::1%eth0`); split, not /%.*$/, which takes quadratic time on many `%`.
  const [address = ''] = ip.split('%', 1);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  // An IPv4 client reached over a dual-stack socket (::ffff:a.b.c.d) is still that IPv4 address.
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped) return mapped;
  return `${groups.slice(0, 4).join(':')}::/64`;
}
