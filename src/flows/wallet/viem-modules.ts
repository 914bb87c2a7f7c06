/**
 * viem, the largest module the wallet steps use: loaded by an api before it listens (the wallet
 * flow's `warmUp`, src/app/warm-up.ts), and by any other process only on its first wallet step
 * (workers and tests that never verify a wallet never load it).
 */
let modules: Promise<[typeof import("viem"), typeof import("viem/siwe")]> | undefined;

export function viemModules() {
  modules ??= Promise.all([import("viem"), import("viem/siwe")]);
  return modules;
}
