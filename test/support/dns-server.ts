import { createSocket, type Socket } from "node:dgram";
import type { AddressInfo } from "node:net";

export interface DnsRecords {
  A?: string[];
  AAAA?: string[];
}

export interface DnsServer {
  /** "127.0.0.1:<port>", for WEBHOOK_DNS_SERVERS. */
  address: string;
  /** Names the server knows (lower case, no trailing dot); anything else is NXDOMAIN. Mutable. */
  records: Map<string, DnsRecords>;
  queries: { name: string; type: "A" | "AAAA" | number }[];
  close: () => Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;

function ipv6ToBytes(text: string): Buffer {
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  const out = Buffer.alloc(16);
  groups.forEach((g, i) => out.writeUInt16BE(g, i * 2));
  return out;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! !== 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString("ascii"));
    at += 1 + length;
  }
  return { name: labels.join(".").toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, records: Map<string, DnsRecords>, log: DnsServer["queries"]): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  log.push({ name, type: type === TYPE_A ? "A" : type === TYPE_AAAA ? "AAAA" : type });
  const question = query.subarray(12, end + 4);
  const known = records.get(name);
  const addresses = !known ? [] : type === TYPE_A ? (known.A ?? []) : type === TYPE_AAAA ? (known.AAAA ?? []) : [];

  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // response, recursion desired+available, NOERROR or NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const answers = addresses.map((address) => {
    const rdata = type === TYPE_A ? Buffer.from(address.split(".").map(Number)) : ipv6ToBytes(address);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // pointer to the question's name
    rr.writeUInt16BE(type, 2);
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(0, 6); // TTL 0: never cached, so a changed answer is seen at once
    rr.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([rr, rdata]);
  });
  return Buffer.concat([header, question, ...answers]);
}

/** A tiny authoritative UDP DNS server answering A/AAAA from a table the test mutates. */
export async function startDnsServer(port = 0): Promise<DnsServer> {
  const socket: Socket = createSocket("udp4");
  const records = new Map<string, DnsRecords>();
  const queries: DnsServer["queries"] = [];
  socket.on("message", (message, peer) => {
    socket.send(answer(message, records, queries), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, "127.0.0.1", resolve));
  const bound = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${bound.port}`,
    records,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
