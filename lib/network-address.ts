import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * The network a request comes from, as limits and counts see it: an IPv4 address as it is, an IPv6
 * address as its /64 (one subscriber is given a whole /64, so one machine can use any address in
 * it), and an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) as that IPv4 address.
 */
export function networkOf(address: string | undefined): string {
  // Node reports no address once the connection has closed (a beacon sent as a page unloads): such
  // requests count together, and their answer reaches nobody.
  if (address === undefined) return "closed-connection";
  if (!isIPv6(address)) return address.toLowerCase();
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone, `::` and a trailing IPv4 part allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%", 1)[0]?.toLowerCase() ?? "";
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16));
}

/**
 * The machine's own address (127.0.0.0/8, ::1, or either written as IPv6): seen only when nothing
 * stands in front of the server, so it tells nothing about who is asking.
 */
export function isLoopback(address: string): boolean {
  const network = networkOf(address);
  if (isIPv4(network)) return LOOPBACK.check(network, "ipv4");
  return isIPv6(address) && LOOPBACK.check(address.split("%", 1)[0] ?? "", "ipv6");
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
