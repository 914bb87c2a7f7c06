import { afterAll, describe, expect, it, vi } from "vitest";

// A DNS server the test controls, started before src/platform/config.ts reads WEBHOOK_DNS_SERVERS.
const dns = await vi.hoisted(async () => {
  process.env.WEBHOOK_ALLOW_INSECURE_TARGETS = "false";
  const { startDnsServer } = await import("../../../test/support/dns-server.js");
  const server = await startDnsServer();
  process.env.WEBHOOK_DNS_SERVERS = server.address;
  return server;
});

import { config } from "../../platform/config.js";
import type { ApiError } from "../../platform/errors/api-error.js";
import { UrlRefused } from "../../platform/errors/domain-errors.js";
import { apiErrorFromDomain } from "../../http/domain-error-codes.js";
import { assertPublicUrl, isPublicAddress, resolvePublicAddress } from "./url-safety.js";

afterAll(() => dns.close());

async function refusal(url: string): Promise<ApiError | undefined> {
  try {
    await assertPublicUrl(url);
    return undefined;
  } catch (error) {
    // As the API answers it: the domain error through the edge's one mapping.
    if (error instanceof UrlRefused) return apiErrorFromDomain(error);
    throw error;
  }
}

/** Every address class refused, as a literal in the URL (WHATWG-normalised spellings included). */
const REFUSED_URLS: [string, string][] = [
  ["loopback", "https://127.0.0.1/hook"],
  ["loopback, other /8 address", "https://127.255.0.9/hook"],
  ["decimal IPv4", "https://2130706433/hook"],
  ["hex IPv4", "https://0x7f000001/hook"],
  ["octal IPv4", "https://0177.0.0.1/hook"],
  ["short IPv4", "https://127.1/hook"],
  ["mixed hex/short IPv4", "https://0x7f.1/hook"],
  ["private 10/8", "https://10.1.2.3/hook"],
  ["private 172.16/12", "https://172.31.255.255/hook"],
  ["private 192.168/16", "https://192.168.1.1/hook"],
  ["link-local", "https://169.254.10.10/hook"],
  ["cloud metadata (AWS/GCP/Azure)", "https://169.254.169.254/latest/meta-data/"],
  ["cloud metadata (ECS)", "https://169.254.170.2/v2/credentials"],
  ["cloud metadata (Alibaba)", "https://100.100.100.200/latest/meta-data"],
  ["cloud metadata by name", "https://metadata.google.internal/computeMetadata/v1/"],
  ["cloud metadata by name, trailing dot", "https://metadata.google.internal./computeMetadata/v1/"],
  ["CGNAT 100.64/10", "https://100.64.0.1/hook"],
  ["multicast", "https://224.0.0.1/hook"],
  ["unspecified", "https://0.0.0.0/hook"],
  ["unspecified, decimal", "https://0/hook"],
  ["broadcast", "https://255.255.255.255/hook"],
  ["reserved 240/4", "https://240.0.0.1/hook"],
  ["benchmarking 198.18/15", "https://198.18.0.1/hook"],
  ["documentation", "https://192.0.2.1/hook"],
  ["IPv6 loopback", "https://[::1]/hook"],
  ["IPv6 unspecified", "https://[::]/hook"],
  ["IPv4-mapped IPv6 loopback", "https://[::ffff:127.0.0.1]/hook"],
  ["IPv4-mapped IPv6 loopback, hex", "https://[::ffff:7f00:1]/hook"],
  ["IPv4-mapped IPv6 private", "https://[::ffff:10.0.0.1]/hook"],
  ["IPv4-mapped IPv6 metadata", "https://[::ffff:169.254.169.254]/hook"],
  ["IPv4-compatible IPv6", "https://[::127.0.0.1]/hook"],
  ["IPv6 link-local", "https://[fe80::1]/hook"],
  ["IPv6 ULA", "https://[fd12:3456::1]/hook"],
  ["IPv6 ULA fc00::/7 lower half", "https://[fc00::1]/hook"],
  ["IPv6 cloud metadata (AWS)", "https://[fd00:ec2::254]/hook"],
  ["IPv6 site-local", "https://[fec0::1]/hook"],
  ["IPv6 multicast", "https://[ff02::1]/hook"],
  ["NAT64 of a private IPv4", "https://[64:ff9b::10.0.0.1]/hook"],
  ["NAT64 of loopback", "https://[64:ff9b::7f00:1]/hook"],
  ["6to4 of loopback", "https://[2002:7f00:1::1]/hook"],
  ["IPv6 documentation", "https://[2001:db8::1]/hook"],
  ["Teredo", "https://[2001::1]/hook"],
  ["localhost", "https://localhost/hook"],
  ["localhost subdomain", "https://api.localhost/hook"],
  ["localhost, upper case, trailing dot", "https://LOCALHOST./hook"],
];

describe("assertPublicUrl with insecure targets off", () => {
  it("runs with insecure targets off", () => {
    expect(config.WEBHOOK_ALLOW_INSECURE_TARGETS).toBe(false);
  });

  it.each(REFUSED_URLS)("refuses %s (%s)", async (_label, url) => {
    const error = await refusal(url);
    expect(error?.code).toBe("invalid_url");
    expect(error?.param).toBe("url");
    expect(error?.status).toBe(400);
  });

  it.each([
    ["http://", "http://8.8.8.8/hook"],
    ["credentials", "https://user:pass@8.8.8.8/hook"],
    ["username only", "https://user@8.8.8.8/hook"],
    ["relative URL", "/hooks"],
    ["no scheme", "example.com/hook"],
    ["other scheme", "ftp://8.8.8.8/hook"],
    ["javascript:", "javascript:alert(1)"],
    ["empty", ""],
    ["too long", `https://8.8.8.8/${"a".repeat(2100)}`],
  ])("refuses the shape: %s", async (_label, url) => {
    expect((await refusal(url))?.code).toBe("invalid_url");
  });

  it.each([
    ["public IPv4", "https://8.8.8.8/hook"],
    ["public IPv4 with a port", "https://1.1.1.1:8443/hook?x=1"],
    ["public IPv6", "https://[2606:4700:4700::1111]/hook"],
    ["IPv4-mapped public IPv4", "https://[::ffff:8.8.8.8]/hook"],
    ["NAT64 of a public IPv4", "https://[64:ff9b::8.8.8.8]/hook"],
    ["100.63.x is outside CGNAT", "https://100.63.255.255/hook"],
    ["172.32.x is outside 172.16/12", "https://172.32.0.1/hook"],
  ])("allows %s", async (_label, url) => {
    expect(await refusal(url)).toBeUndefined();
  });
});

describe("assertPublicUrl and resolvePublicAddress through DNS", () => {
  it("allows a name whose every address is public, and returns one of them to connect to", async () => {
    dns.records.set("public.example.test", { A: ["93.184.216.34"], AAAA: ["2606:2800:220:1::1"] });
    expect(await refusal("https://public.example.test/hook")).toBeUndefined();
    expect(await resolvePublicAddress("public.example.test")).toEqual({ address: "93.184.216.34", family: 4 });
  });

  it("returns an IPv6 address when the name only has AAAA records", async () => {
    dns.records.set("v6only.example.test", { AAAA: ["2606:2800:220:1::1"] });
    expect(await resolvePublicAddress("v6only.example.test")).toEqual({ address: "2606:2800:220:1::1", family: 6 });
  });

  it.each([
    ["A record to loopback", { A: ["127.0.0.1"] }],
    ["A record to metadata", { A: ["169.254.169.254"] }],
    ["AAAA record to loopback", { AAAA: ["::1"] }],
    ["AAAA record to IPv4-mapped private", { AAAA: ["::ffff:192.168.0.1"] }],
    ["one private among public addresses", { A: ["8.8.8.8", "10.0.0.5"] }],
    ["public A but private AAAA", { A: ["8.8.8.8"], AAAA: ["fd00::1"] }],
  ])("refuses a name with an %s", async (_label, records) => {
    dns.records.set("rebind.example.test", records);
    const error = await refusal("https://rebind.example.test/hook");
    expect(error?.code).toBe("invalid_url");
    expect(error?.message).toMatch(/rebind\.example\.test/);
  });

  it("refuses a name that does not resolve", async () => {
    expect((await refusal("https://nowhere.example.test/hook"))?.message).toMatch(/not an allowed webhook target/);
    dns.records.set("empty.example.test", {});
    expect((await refusal("https://empty.example.test/hook"))?.message).toMatch(/not an allowed webhook target/);
  });

  it("sees a changed answer at once (no caching between checks)", async () => {
    dns.records.set("flip.example.test", { A: ["8.8.4.4"] });
    expect(await refusal("https://flip.example.test/hook")).toBeUndefined();
    dns.records.set("flip.example.test", { A: ["127.0.0.1"] });
    const message = (await refusal("https://flip.example.test/hook"))?.message;
    expect(message).toMatch(/not an allowed webhook target/);
    expect(message).not.toMatch(/127\.0\.0\.1/); // never says what the name resolved to
  });
});

describe("with insecure targets on (local development and tests)", () => {
  const setInsecure = (value: boolean) => {
    (config as { WEBHOOK_ALLOW_INSECURE_TARGETS: boolean }).WEBHOOK_ALLOW_INSECURE_TARGETS = value;
  };

  it("allows http:// and non-public addresses, still refuses credentials, relative URLs and metadata", async () => {
    setInsecure(true);
    try {
      expect(await refusal("http://127.0.0.1:3000/hook")).toBeUndefined();
      expect(await refusal("http://localhost:3000/hook")).toBeUndefined();
      expect(await refusal("https://[::1]/hook")).toBeUndefined();
      expect(await refusal("http://10.0.0.1/hook")).toBeUndefined();
      expect((await refusal("http://user:pw@127.0.0.1/hook"))?.code).toBe("invalid_url");
      expect((await refusal("/hook"))?.code).toBe("invalid_url");
      expect((await refusal("ftp://127.0.0.1/hook"))?.code).toBe("invalid_url");
      expect((await refusal("http://169.254.169.254/latest/meta-data/"))?.code).toBe("invalid_url");
      expect((await refusal("http://metadata.google.internal/"))?.code).toBe("invalid_url");
    } finally {
      setInsecure(false);
    }
  });
});

describe("isPublicAddress", () => {
  it("classifies literal addresses", () => {
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("2a00:1450:4001:80b::200e")).toBe(true);
    expect(isPublicAddress("127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:7f00:1")).toBe(false);
    expect(isPublicAddress("fe80::1%eth0")).toBe(false);
    expect(isPublicAddress("not an address")).toBe(false);
  });
});
