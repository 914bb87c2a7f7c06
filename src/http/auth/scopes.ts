import { z } from "zod";

export const SCOPES = [
  "sessions:write",
  "customers:read",
  "customers:write",
  "decisioning:read",
  "decisioning:write",
  "reverification:write",
  "webhooks:manage",
] as const;

export type Scope = (typeof SCOPES)[number];
export const scopeSchema = z.enum(SCOPES);
