import type { Mode } from "./api";

export const MODES: readonly Mode[] = ["test", "live"];
export const isMode = (value: string | undefined): value is Mode => value === "test" || value === "live";

/** The same section in the other mode: ids and filters of one mode mean nothing in the other. */
export function switchModePath(pathname: string, to: Mode): string {
  const [, , section, sub] = pathname.split("/");
  if (section === "developers" && sub) return `/${to}/developers/${sub}`;
  return `/${to}/${section || "verifications"}`;
}

const LAST_MODE = "proofbase.mode";
export const lastMode = (): Mode => (localStorage.getItem(LAST_MODE) === "live" ? "live" : "test");
export const rememberMode = (mode: Mode) => localStorage.setItem(LAST_MODE, mode);
