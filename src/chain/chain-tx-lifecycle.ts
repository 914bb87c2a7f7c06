import { defineLifecycle } from "../platform/db/lifecycle.js";

/**
 * The lifecycle of a signed chain transaction (`chain_transactions`). It is recorded `signed`
 * BEFORE it is broadcast, so a process that dies at any later point leaves its exact bytes
 * behind for the next one to rebroadcast or look up:
 *
 *   signed ──sent──▶ broadcast ──mined──▶ confirmed | reverted
 *      └───────────────┴──── its nonce used by another transaction, no receipt of ours ──▶ dropped
 *
 * `dropped` is final and safe to act on: a signer's nonce is spent by exactly one transaction.
 */
export const CHAIN_TX_STATUSES = ["signed", "broadcast", "confirmed", "reverted", "dropped"] as const;
export type ChainTxStatus = (typeof CHAIN_TX_STATUSES)[number];
export const IN_FLIGHT_TX_STATUSES: readonly ChainTxStatus[] = ["signed", "broadcast"];

export const CHAIN_TX_KINDS = ["attest", "revoke", "register-schema"] as const;
export type ChainTxKind = (typeof CHAIN_TX_KINDS)[number];

/** The owner of `chain_transactions.status`. */
export const ChainTxLifecycle = defineLifecycle({
  name: "chain transaction",
  model: "ChainTransaction",
  field: "status",
  table: "chain_transactions",
  column: "status",
  statuses: CHAIN_TX_STATUSES,
  initial: ["signed"],
  transitions: {
    signed: ["broadcast", "confirmed", "reverted", "dropped"],
    broadcast: ["confirmed", "reverted", "dropped"],
    confirmed: [],
    reverted: [],
    dropped: [],
  },
});
