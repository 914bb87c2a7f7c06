import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../platform/errors/api-error.js";
import { zodToApiError } from "../http/render-error.js";
import { updatedSinceSchema } from "./updated-since.js";

// As the list route's query declares it, and as the router turns a failure into an API error.
const query = z.strictObject({ updated_since: updatedSinceSchema });
function parseUpdatedSince(raw: unknown): Date {
  const parsed = query.safeParse({ updated_since: raw });
  if (!parsed.success) throw zodToApiError(parsed.error);
  return parsed.data.updated_since;
}

describe("updatedSinceSchema", () => {
  it.each([
    ["1763719200", "2025-11-21T10:00:00.000Z"],
    ["0", "1970-01-01T00:00:00.000Z"],
    ["2025-11-21T10:00:00Z", "2025-11-21T10:00:00.000Z"],
    ["2025-11-21T10:00:00.123Z", "2025-11-21T10:00:00.123Z"],
    ["2025-11-21T10:00:00.123456789Z", "2025-11-21T10:00:00.123Z"],
    ["2025-11-21T12:00:00+02:00", "2025-11-21T10:00:00.000Z"],
    ["2025-11-21T05:30:00-0430", "2025-11-21T10:00:00.000Z"],
    ["2025-11-21T11:00+01", "2025-11-21T10:00:00.000Z"],
    ["2025-11-21T10:00:00", "2025-11-21T10:00:00.000Z"],
    ["2025-11-21", "2025-11-21T00:00:00.000Z"],
    ["2024-02-29T00:00:00z", "2024-02-29T00:00:00.000Z"],
    ["0050-01-01T00:00:00Z", "0050-01-01T00:00:00.000Z"],
  ])("reads %s", (raw, iso) => {
    expect(parseUpdatedSince(raw).toISOString()).toBe(iso);
  });

  it.each([
    [""],
    ["yesterday"],
    ["-5"],
    ["1.5"],
    ["1e9"],
    [" 1763719200"],
    ["0x10"],
    ["2025-13-01"],
    ["2025-02-29"],
    ["2025-11-31T00:00:00Z"],
    ["2025-11-21T24:00:00Z"],
    ["2025-11-21T10:60:00Z"],
    ["2025-11-21 10:00:00Z"],
    ["2025-11-21T10:00:00+25:00"],
    ["Fri, 21 Nov 2025 10:00:00 GMT"],
    ["999999999999"],
    [["1", "2"]],
    [{ a: "1" }],
  ])("refuses %j with invalid_request on updated_since", (raw) => {
    let error: unknown;
    try {
      parseUpdatedSince(raw);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "invalid_request",
      param: "updated_since",
      message: "Invalid updated_since: must be an ISO 8601 timestamp (e.g. 2026-11-21T10:00:00Z) or unix seconds (digits only)",
    });
  });
});
