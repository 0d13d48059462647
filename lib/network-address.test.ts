import { describe, expect, it } from "vitest";
import { isLoopback, networkOf } from "./network-address.ts";

describe("the network an address belongs to", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(networkOf("198.51.100.7")).toBe("198.51.100.7");
    expect(networkOf("127.0.0.1")).toBe("127.0.0.1");
  });

  it("groups IPv6 addresses by their /64, however they are written", () => {
    const network = "2001:db8:85a3:42::/64";
    for (const address of [
      "2001:db8:85a3:42::1",
      "2001:0db8:85a3:0042:0000:0000:0000:0001",
      "2001:DB8:85A3:42:ffff:ffff:ffff:ffff",
      "2001:db8:85a3:42:1:2:3:4",
      "2001:db8:85a3:42::192.0.2.1",
      "2001:db8:85a3:42::9%eth0",
    ]) {
      expect(networkOf(address), address).toBe(network);
    }
    expect(networkOf("2001:db8:85a3:43::1")).toBe("2001:db8:85a3:43::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("counts requests whose connection closed before they were read as one network", () => {
    expect(networkOf(undefined)).toBe("closed-connection");
  });

  it("reads an IPv4 address written as IPv6 as that IPv4 address", () => {
    expect(networkOf("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(networkOf("::ffff:c000:0201")).toBe("192.0.2.1");
    expect(networkOf("::FFFF:198.51.100.7")).toBe("198.51.100.7");
  });
});

describe("the loopback address", () => {
  it("is the machine's own address however it is written, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ["10.0.0.1", "203.0.113.10", "::2", "2001:db8::1", "::ffff:192.0.2.1", "fe80::1%eth0"])
      expect(isLoopback(address), address).toBe(false);
  });
});
