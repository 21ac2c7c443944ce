/**
 * Whether a script URL is one the real service would fetch: HSSP setup takes public https URLs
 * only, and answers a private, LAN, loopback or plain-http one with 400 UNSUPPORTED_URL (reference
 * §3, §6). A pure check of the URL's text: nothing is resolved or fetched.
 */

/** An IPv4 range: the first address as a 32-bit number and the prefix length. */
interface Ipv4Range {
  readonly base: number;
  readonly prefixBits: number;
}

/** 0/8 "this network", 10/8, 127/8 loopback, 169.254/16 link-local, 172.16/12, 192.168/16. */
const NON_PUBLIC_IPV4: readonly Ipv4Range[] = [
  { base: ipv4(0, 0, 0, 0), prefixBits: 8 },
  { base: ipv4(10, 0, 0, 0), prefixBits: 8 },
  { base: ipv4(127, 0, 0, 0), prefixBits: 8 },
  { base: ipv4(169, 254, 0, 0), prefixBits: 16 },
  { base: ipv4(172, 16, 0, 0), prefixBits: 12 },
  { base: ipv4(192, 168, 0, 0), prefixBits: 16 },
];

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

function inRange(address: number, range: Ipv4Range): boolean {
  const mask = range.prefixBits === 0 ? 0 : (~0 << (32 - range.prefixBits)) >>> 0;
  return (address & mask) >>> 0 === range.base;
}

/** A dotted-quad address as a number; undefined for anything else. */
function parseIpv4(host: string): number | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return undefined;
  const octets = parts.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = octets;
  return ipv4(a, b, c, d);
}

function isNonPublicIpv4(address: number): boolean {
  return NON_PUBLIC_IPV4.some((range) => inRange(address, range));
}

/**
 * The eight 16-bit groups of an IPv6 address as the URL parser writes it (brackets off, `::`
 * compressed, hex groups, no embedded dotted quad); undefined for anything else.
 */
function parseIpv6(host: string): number[] | undefined {
  const halves = host.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (text: string | undefined): number[] | undefined => {
    if (text === undefined || text === '') return [];
    const groups = text.split(':');
    if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
    return groups.map((g) => parseInt(g, 16));
  };
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/**
 * `::` unspecified, `::1` loopback, fc00::/7 unique local, fe80::/10 link-local, and an
 * IPv4-mapped address (::ffff:0:0/96) whose IPv4 address is not public.
 */
function isNonPublicIpv6(groups: readonly number[]): boolean {
  const [first = 0] = groups;
  const leadingZeros = groups.slice(0, 7).every((g) => g === 0);
  if (leadingZeros && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((first & 0xfe00) === 0xfc00) return true;
  if ((first & 0xffc0) === 0xfe80) return true;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return isNonPublicIpv4(((high << 16) | low) >>> 0);
  }
  return false;
}

/**
 * Names no public host has: mDNS `.local` (RFC 6762); the top-level names reserved for testing,
 * documentation, invalid names and loopback, `.test`, `.example`, `.invalid`, `.localhost` (RFC 2606,
 * RFC 6761); `.internal`, reserved for private use (ICANN, 2024); and `.home.arpa`, the home
 * network's (RFC 8375). A name that is one of them or ends in one is not public.
 */
const NON_PUBLIC_SUFFIXES: readonly string[] = [
  'local',
  'test',
  'example',
  'invalid',
  'localhost',
  'internal',
  'home.arpa',
];

/** A reserved or local name ({@link NON_PUBLIC_SUFFIXES}), or a single label (a LAN's own). */
function isNonPublicName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  if (NON_PUBLIC_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))) {
    return true;
  }
  return !name.includes('.');
}

/**
 * Whether `url` is a public https URL: it parses, its scheme is `https:`, and its host is neither
 * an IP literal in a private, loopback, link-local or unspecified range nor a local or reserved name
 * (a single label, `.local`, `.test`, `.example`, `.invalid`, `.localhost`, `.internal`,
 * `.home.arpa`).
 */
export function isPublicHttpsUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  // The URL parser has already normalised the host: IPv4 in any notation to a dotted quad, IPv6
  // in brackets and compressed, names lower-cased.
  const host = parsed.hostname;
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseIpv6(host.slice(1, -1));
    return groups !== undefined && !isNonPublicIpv6(groups);
  }
  const v4 = parseIpv4(host);
  if (v4 !== undefined) return !isNonPublicIpv4(v4);
  return !isNonPublicName(host);
}
