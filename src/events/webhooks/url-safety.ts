import { Resolver } from "node:dns/promises";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { config } from "../../platform/config.js";
import { UrlRefused } from "../../platform/errors/domain-errors.js";
import { echoed } from "../../platform/errors/echo.js";
import { ipv6Bytes } from "../../http/client-address.js";

/**
 * Webhook targets must be public: a merchant must not be able to make our workers POST to our
 * own network (SSRF). Checked when an endpoint is created and again before every attempt,
 * because DNS can change in between; the delivery then connects to exactly the checked address.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

const MAX_URL_LENGTH = 2048;

// IANA special-purpose IPv4 registry: everything here is not a public unicast destination.
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT shared address space
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254, 169.254.170.2)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, limited broadcast 255.255.255.255
] as const) {
  blockedV4.addSubnet(network, prefix, "ipv4");
}
// Public-looking addresses that are cloud metadata services all the same.
blockedV4.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud metadata

// Inside 2000::/3 (global unicast) these are still not public destinations.
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking...)
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation
] as const) {
  blockedV6.addSubnet(network, prefix, "ipv6");
}

/** Host names that are cloud metadata services or otherwise never a merchant's receiver. */
const BLOCKED_NAMES = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal"]);

function invalidUrl(message: string): UrlRefused {
  return new UrlRefused(message);
}

const bytesToV4 = (b: number[]) => b.join(".");

function isPublicV4(address: string): boolean {
  return !blockedV4.check(address, "ipv4");
}

function isPublicV6(address: string): boolean {
  const b = ipv6Bytes(address);
  const allZero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // IPv4-mapped ::ffff:a.b.c.d — a connection goes to the embedded IPv4 address.
  if (allZero(0, 10) && b[10] === 0xff && b[11] === 0xff) return isPublicV4(bytesToV4(b.slice(12)));
  // ::/96: unspecified, loopback, deprecated IPv4-compatible. Never a public destination.
  if (allZero(0, 12)) return false;
  // NAT64 well-known prefix 64:ff9b::/96 reaches the embedded IPv4 address.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && allZero(4, 12)) return isPublicV4(bytesToV4(b.slice(12)));
  // 6to4 2002::/16 embeds an IPv4 address in bits 16..47.
  if (b[0] === 0x20 && b[1] === 0x02) return isPublicV4(bytesToV4(b.slice(2, 6)));
  // Only global unicast 2000::/3 is public; this excludes ULA fc00::/7 (and fd00:ec2::254),
  // link-local fe80::/10, site-local fec0::/10, multicast ff00::/8, 64:ff9b:1::/48, 100::/64...
  if ((b[0]! & 0xe0) !== 0x20) return false;
  return !blockedV6.check(address.split("%")[0]!, "ipv6");
}

/** True when `address` (a literal IPv4 or IPv6 address) is a public unicast destination. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicV4(address);
  if (isIPv6(address)) return isPublicV6(address);
  return false;
}

/** Always refused, even with insecure targets allowed: nothing legitimate lives there. */
function isMetadataAddress(address: string): boolean {
  if (address === "169.254.169.254" || address === "169.254.170.2" || address === "100.100.100.200") return true;
  if (isIPv6(address)) {
    const b = ipv6Bytes(address);
    const embedded = bytesToV4(b.slice(12));
    const mappedOrNat64 = b.slice(0, 10).every((x) => x === 0) || (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b);
    if (mappedOrNat64 && isMetadataAddress(embedded)) return true;
    return b.join(",") === ipv6Bytes("fd00:ec2::254").join(",");
  }
  return false;
}

function normaliseHostname(hostname: string): string {
  const unbracketed = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return unbracketed.replace(/\.$/, "").toLowerCase();
}

const isLocalhostName = (name: string) => name === "localhost" || name.endsWith(".localhost");

// Names that only mean something inside a network: mDNS, cloud and home-router conventions.
const PRIVATE_SUFFIXES = [".local", ".localdomain", ".internal", ".intranet", ".lan", ".home", ".home.arpa", ".corp", ".private"];

/** True when `hostname` (as in `URL#hostname`) is an IPv4 or IPv6 literal. */
export function isIpLiteral(hostname: string): boolean {
  const name = normaliseHostname(hostname);
  return isIPv4(name) || isIPv6(name);
}

/**
 * True when `hostname` names no public host by its form alone (no DNS asked): loopback names,
 * cloud metadata names, a single label, or an internal suffix (`.local`, `.internal`, ...).
 */
export function isPrivateHostName(hostname: string): boolean {
  const name = normaliseHostname(hostname);
  return BLOCKED_NAMES.has(name) || isLocalhostName(name) || !name.includes(".") || PRIVATE_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/**
 * Parses and checks the shape of a webhook URL (absolute, https unless insecure targets are
 * allowed, no credentials). Does not look at DNS. Returns the parsed URL.
 */
export function parseWebhookUrl(rawUrl: string): URL {
  if (typeof rawUrl !== "string" || rawUrl.length === 0) throw invalidUrl("url is required.");
  if (rawUrl.length > MAX_URL_LENGTH) throw invalidUrl(`url must be at most ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw invalidUrl("url must be an absolute URL.");
  }
  const allowedProtocols = config.WEBHOOK_ALLOW_INSECURE_TARGETS ? ["https:", "http:"] : ["https:"];
  if (!allowedProtocols.includes(url.protocol)) throw invalidUrl("url must use https://.");
  if (url.username !== "" || url.password !== "") throw invalidUrl("url must not contain credentials.");
  if (normaliseHostname(url.hostname) === "") throw invalidUrl("url must have a host.");
  if (url.port !== "" && !isAllowedPort(Number(url.port)))
    throw invalidUrl(`url port ${url.port} is not allowed: use 443 (the default) or a port from 1024 up that is not a well-known internal service (docs/webhook-endpoints.md).`);
  return url;
}

// Ports a receiver may listen on: 443 (https's default), or any unprivileged port except those of common internal services, which an
// HTTPS receiver never uses and an SSRF probe would love (databases, caches, queues, cluster
// control planes, remote desktops).
const INTERNAL_SERVICE_PORTS = new Set([
  1433, 1521, 2049, 2181, 2375, 2376, 2379, 2380, 3306, 3389, 4369, 5432, 5672, 5984, 6379, 6443, 7000, 7001, 8086, 8500, 8600,
  9042, 9092, 9200, 9300, 10250, 10255, 11211, 15672, 25565, 27017, 27018, 28017,
]);

// WEBHOOK_ALLOW_INSECURE_TARGETS (development and tests, refused in production) lifts the port
// rule together with the address rules: local receivers listen anywhere.
export function isAllowedPort(port: number): boolean {
  if (config.WEBHOOK_ALLOW_INSECURE_TARGETS || port === 443) return true;
  return port >= 1024 && port <= 65535 && !INTERNAL_SERVICE_PORTS.has(port);
}

let resolver: Resolver | undefined;
function getResolver(): Resolver {
  if (!resolver) {
    // c-ares, not getaddrinfo: a slow DNS server must not occupy libuv's 4 threadpool threads.
    resolver = new Resolver({ timeout: Math.min(config.WEBHOOK_TIMEOUT_MS, 5_000), tries: 2 });
    if (config.WEBHOOK_DNS_SERVERS.length > 0) resolver.setServers(config.WEBHOOK_DNS_SERVERS);
  }
  return resolver;
}

const NO_RECORDS = new Set(["ENODATA", "ENOTFOUND", "ENONAME", "NXDOMAIN"]);

// Every refusal that depends on what a NAME resolves to gets this one message: saying which
// address it resolved to, or whether it resolved at all, would make endpoint creation (and the
// deliveries list) a probe of our internal DNS.
const refusedName = (name: string) =>
  invalidUrl(`url host '${echoed(name)}' is not an allowed webhook target: it must resolve, from our network, only to public addresses.`);

async function resolveFamily(name: string, family: 4 | 6): Promise<string[]> {
  try {
    return family === 4 ? await getResolver().resolve4(name) : await getResolver().resolve6(name);
  } catch (error) {
    if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? "")) return [];
    throw refusedName(name);
  }
}

/**
 * Resolves `hostname` (as found in `URL#hostname`) and returns the address to connect to.
 * Refused unless the host is a literal public address or EVERY address its name resolves to is
 * public (one private answer is enough for a rebinding attack). With
 * WEBHOOK_ALLOW_INSECURE_TARGETS, non-public addresses are allowed (metadata never is).
 */
export async function resolvePublicAddress(hostname: string): Promise<ResolvedAddress> {
  const name = normaliseHostname(hostname);
  const insecure = config.WEBHOOK_ALLOW_INSECURE_TARGETS;
  const allowed = (address: string): boolean => !isMetadataAddress(address) && (insecure || isPublicAddress(address));

  if (isIPv4(name) || isIPv6(name)) {
    // A literal address is the client's own input: naming it tells them nothing new.
    if (isMetadataAddress(name)) throw invalidUrl(`url host must not be a cloud metadata address; ${name} is one.`);
    if (!allowed(name)) throw invalidUrl(`url host must be a public address; ${name} is not.`);
    return { address: name, family: isIPv4(name) ? 4 : 6 };
  }
  if (BLOCKED_NAMES.has(name)) throw invalidUrl(`url host '${name}' is not allowed.`);
  if (isLocalhostName(name)) {
    // RFC 6761: localhost names are loopback by definition; never sent to DNS.
    if (!allowed("127.0.0.1")) throw invalidUrl(`url host must not be a loopback name ('${echoed(name)}').`);
    return { address: "127.0.0.1", family: 4 };
  }

  const [v4, v6] = await Promise.all([resolveFamily(name, 4), resolveFamily(name, 6)]);
  if (v4.length === 0 && v6.length === 0) throw refusedName(name);
  if (![...v4, ...v6].every(allowed)) throw refusedName(name);
  return v4.length > 0 ? { address: v4[0]!, family: 4 } : { address: v6[0]!, family: 6 };
}

/** Validates a webhook URL for an endpoint: shape, then the addresses its host resolves to. */
export async function assertPublicUrl(rawUrl: string): Promise<void> {
  const url = parseWebhookUrl(rawUrl);
  await resolvePublicAddress(url.hostname);
}
