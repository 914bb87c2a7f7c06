/**
 * viem, loaded on the first wallet step rather than at api start: it is the largest module the
 * api uses, and most processes (workers, an api under a restart storm) never need it.
 */
let modules: Promise<[typeof import("viem"), typeof import("viem/siwe")]> | undefined;

export function viemModules() {
  modules ??= Promise.all([import("viem"), import("viem/siwe")]);
  return modules;
}
