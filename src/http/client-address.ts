import type { Request } from "express";
import { isIPv4, isIPv6 } from "node:net";
import { sha256Hex } from "../platform/crypto/sha256.js";

/** The client's address as Express sees it (X-Forwarded-For only through TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** "::ffff:1.2.3.4" / "fe80::1%eth0" -> 16 bytes. Assumes `isIPv6(text)` already holds. */
export function ipv6Bytes(text: string): number[] {
  const withoutZone = text.split("%")[0]!;
  const expand = (part: string): number[] => {
    if (part === "") return [];
    const out: number[] = [];
    for (const piece of part.split(":")) {
      if (piece.includes(".")) {
        const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else {
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const [head, tail] = withoutZone.split("::") as [string, string | undefined];
  let groups: number[];
  if (tail === undefined) {
    groups = expand(head);
  } else {
    const left = expand(head);
    const right = expand(tail);
    groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  }
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

/**
 * Who a per-address budget counts: an IPv4 address as is (an IPv4-mapped IPv6 address is its
 * IPv4 address), an IPv6 address by its /64 (one subscriber or host is handed a whole /64, so
 * every address in it is one client: otherwise each of 2^64 addresses gets a fresh budget).
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const b = ipv6Bytes(address);
  if (b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff) return b.slice(12).join(".");
  const hex = (i: number) => ((b[i]! << 8) | b[i + 1]!).toString(16);
  return `${hex(0)}:${hex(2)}:${hex(4)}:${hex(6)}::/64`;
}

/** The one key of a client address in every per-address budget: its group, hashed (no address in Redis). */
export const addressBudgetKey = (address: string): string => sha256Hex(addressGroup(address));
