/**
 * A random port for a test's server, below Linux's ephemeral range (32768+): an outgoing
 * connection can hold a port above it, and a client reconnecting to an unused port there can
 * connect to itself (TCP simultaneous open).
 */
export const randomListenPort = (): number => 20_000 + Math.floor(Math.random() * 12_000);
