import type { Mode } from "./api-key-format.js";

/**
 * Whose data a call acts on: one merchant, in one mode. Every domain function that reads or
 * writes merchant data takes it first; a secret key, a portal session (with the mode the
 * dashboard shows) and a client token all resolve to one.
 */
export interface Owner {
  merchantId: string;
  mode: Mode;
}

export const isLive = (owner: Pick<Owner, "mode">): boolean => owner.mode === "live";
