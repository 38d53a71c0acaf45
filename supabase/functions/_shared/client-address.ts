/**
 * Which address identifies the client for the rate limit. A client writes whatever it likes into
 * its own X-Forwarded-For, so only what the platform adds counts: a header the platform sets and
 * overwrites, an X-Forwarded-For entry counted from the right (proxies append), or the socket.
 *
 * CLIENT_IP_FROM lists sources in order and the first valid address wins; the socket counts only when
 * listed (behind a platform's proxy the socket is the proxy, shared by every visitor):
 *   header:<name>   a single-address header the platform sets (e.g. cf-connecting-ip)
 *   xff:<n>         the n-th X-Forwarded-For entry from the right (1 = added by the nearest proxy)
 *   socket          the TCP peer
 */

export type ClientIpSource = { kind: "header"; name: string } | { kind: "xff"; fromRight: number } | { kind: "socket" };

/**
 * Supabase's API sits behind Cloudflare, which sets CF-Connecting-IP to the address that reached it
 * and replaces any value the client sent. Without it there is no client to count: the lead is still
 * taken under the global ceiling (and a warning logged once), never bucketed with the proxy's address.
 */
export const EDGE_CLIENT_IP_FROM = "header:cf-connecting-ip";
export const LOCAL_CLIENT_IP_FROM = "socket";

export function parseClientIpSources(value: string): ClientIpSource[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part): ClientIpSource => {
      if (part === "socket") return { kind: "socket" };
      const header = /^header:([A-Za-z0-9-]+)$/.exec(part);
      if (header) return { kind: "header", name: header[1].toLowerCase() };
      const xff = /^xff:([1-9][0-9]?)$/.exec(part);
      if (xff) return { kind: "xff", fromRight: Number(xff[1]) };
      throw new Error(`CLIENT_IP_FROM: "${part}" is not header:<name>, xff:<n> or socket`);
    });
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (!IPV4.test(tail)) return null;
    const [a, b, c, d] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((group) => HEXTET.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** Only well-formed addresses count, so a garbled header cannot open a fresh bucket per request. */
export function normalizeAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith("[") && address.includes("]")) address = address.slice(1, address.indexOf("]"));
  if (IPV4.test(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  // An IPv4-mapped address is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return groups.map((group) => group.toString(16)).join(":");
}

/**
 * The rate limit's unit: an IPv4 address, or an IPv6 /64 — one home or phone connection gets a
 * whole /64 and may pick any address in it, so counting addresses one by one would not limit it.
 */
export function rateLimitBucket(address: string): string {
  if (IPV4.test(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export interface ResolvedAddress {
  /** Null when no configured source named the client. */
  address: string | null;
  /** False when the configured sources included a header and none had an address. */
  fromConfiguredSource: boolean;
}

export function clientAddress(
  headers: Headers,
  sources: readonly ClientIpSource[],
  socketAddress: string | undefined,
): ResolvedAddress {
  for (const source of sources) {
    let candidate: string | null = null;
    if (source.kind === "header") candidate = normalizeAddress(headers.get(source.name));
    else if (source.kind === "xff") {
      const entries = (headers.get("x-forwarded-for") ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      candidate = normalizeAddress(entries[entries.length - source.fromRight]);
    } else candidate = normalizeAddress(socketAddress);
    if (candidate) return { address: candidate, fromConfiguredSource: true };
  }
  return { address: null, fromConfiguredSource: false };
}
