/**
 * Which address identifies the client for the rate limit. A client writes whatever it likes into
 * its own X-Forwarded-For, so only what the platform adds counts: a header the platform sets and
 * overwrites, an X-Forwarded-For entry counted from the right (proxies append), or the socket.
 *
 * CLIENT_IP_FROM lists sources in order, the first valid address wins, the socket comes last:
 *   header:<name>   a single-address header the platform sets (e.g. cf-connecting-ip)
 *   xff:<n>         the n-th X-Forwarded-For entry from the right (1 = added by the nearest proxy)
 *   socket          the TCP peer
 */

export type ClientIpSource = { kind: "header"; name: string } | { kind: "xff"; fromRight: number } | { kind: "socket" };

/**
 * Supabase's API sits behind Cloudflare, which sets CF-Connecting-IP to the address that reached it
 * and replaces any value the client sent. Without it the socket is used (and a warning logged once).
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
const IPV6 = /^(?=.*:)[0-9A-Fa-f:.]{2,45}$/;

/** Only well-formed addresses count, so a garbled header cannot open a fresh bucket per request. */
function normalizeAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  if (address.startsWith("[") && address.includes("]")) address = address.slice(1, address.indexOf("]"));
  if (address.toLowerCase().startsWith("::ffff:") && IPV4.test(address.slice(7))) address = address.slice(7);
  if (IPV4.test(address)) return address;
  if (IPV6.test(address)) return address.toLowerCase();
  return null;
}

export interface ResolvedAddress {
  address: string;
  /** False when no configured source had an address and the socket was used instead. */
  fromConfiguredSource: boolean;
}

export function clientAddress(headers: Headers, sources: readonly ClientIpSource[], socketAddress: string | undefined): ResolvedAddress {
  for (const source of sources) {
    let candidate: string | null = null;
    if (source.kind === "header") candidate = normalizeAddress(headers.get(source.name));
    else if (source.kind === "xff") {
      const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
      candidate = normalizeAddress(entries[entries.length - source.fromRight]);
    } else candidate = normalizeAddress(socketAddress);
    if (candidate) return { address: candidate, fromConfiguredSource: true };
  }
  return { address: normalizeAddress(socketAddress) ?? "unknown", fromConfiguredSource: false };
}
