import { nonEmptyCreatedRange } from "../../http/created-range.js";
import { mirroredRoutePermission } from "../../http/auth/permissions.js";
import { z } from "zod";
import { listCustomersRoute } from "../../customers/routes.js";
import { portalModeParams } from "../../http/portal-mirror.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { streamedResponse } from "../../http/streamed-response.js";
import { reviewRoutes } from "../../sessions/reviews/routes.js";
import { sessionRoutes } from "../../sessions/routes.js";
import { customerColumns, reviewColumns, sessionColumns } from "./export-columns.js";
import { exportedSessions, sessionExportColumns } from "./session-export.js";
import type { CsvColumn } from "./csv.js";
import { exportList, exportTarget, type ExportSource } from "./export-list.js";
import { customerFilterOf, customerSearchStatement } from "../../customers/customer-search.js";
import { presentCustomer, type CustomerRow } from "../../customers/present-customer.js";
import type { VerificationSession } from "../../platform/generated/prisma/client.js";
import { sessionFilterOf, sessionSearchStatement } from "../../sessions/session-search.js";
import { presentReviews, reviewFilterOf, reviewSearchStatement } from "../../sessions/reviews/review-search.js";

const tag = "Exports";

function listRoute(routes: readonly AnyRoute[], operationId: string): AnyRoute {
  const route = routes.find((r) => r.operationId === operationId);
  if (!route?.query) throw new Error(`no list route ${operationId}`);
  return route;
}

/**
 * `GET /{mode}/exports/<list>.csv`: the list's filters (not its paging), every row as CSV, read with
 * the list's search statement and presenter (`source`) through one database cursor.
 */
function exportRoute<Row, T>(name: string, list: AnyRoute, source: ExportSource<Row, T>, columns: CsvColumn<T>[], what: string) {
  // The list's query without its paging; a list query carries refinements (zod refuses .omit on
  // those), so the shape is taken and the one refinement list filters share applied again.
  const { limit: _limit, cursor: _cursor, ...shape } = (list.query as unknown as z.ZodObject).shape;
  const filters = z.strictObject(shape).superRefine((query, ctx) => nonEmptyCreatedRange(query as { created_gte?: Date; created_lt?: Date }, ctx));
  return defineRoute({
    method: "get",
    path: `/{mode}/exports/${name}.csv`,
    operationId: `export${name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`,
    summary: `Export ${what} as CSV (streamed; the list's filters apply)`,
    description: `Every ${what.replace(/s$/, "")} the list \`${list.operationId}\` would page through with the same filters, newest first, as CSV (RFC 4180, UTF-8, header row; cells starting with = + - @ are prefixed with a quote). Streamed, read through one database cursor. One export per account runs at a time (another answers 429 \`rate_limited\` with \`Retry-After\`); each export is an audit row naming the list and its filter.`,
    tag,
    // The list's own read permission (sessions:read, customers:read, decisioning:read).
    principal: { kind: "portal_session", modeScoped: true, permission: mirroredRoutePermission(list) },
    params: portalModeParams,
    query: filters as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
    responses: { 200: streamedResponse("text/csv", `CSV with a header row: ${columns.map((c) => c.header).join(", ")}.`) },
    errors: ["rate_limited"],
  }).handle(async ({ owner, query }) => ({ body: exportList(owner, source, query, columns, `${name}-${owner.mode}.csv`, exportTarget(name, query)) }));
}

type Filters = Record<string, unknown>;

export const exportRoutes = [
  exportRoute(
    "verification-sessions",
    listRoute(sessionRoutes, "listVerificationSessions"),
    {
      statement: (owner, query: Filters) => sessionSearchStatement(owner, sessionFilterOf(query), null),
      present: (rows: VerificationSession[]) => exportedSessions(rows),
      columns: (owner, query: Filters) => sessionExportColumns(sessionSearchStatement(owner, sessionFilterOf(query), null)),
    },
    sessionColumns,
    "verification sessions",
  ),
  exportRoute(
    "customers",
    listRoute([listCustomersRoute], "listCustomers"),
    { statement: (owner, query: Filters) => customerSearchStatement(owner, customerFilterOf(query), null), present: (rows: CustomerRow[]) => rows.map(presentCustomer) },
    customerColumns,
    "customers",
  ),
  exportRoute(
    "reviews",
    listRoute(reviewRoutes, "listReviews"),
    { statement: (owner, query: Filters) => reviewSearchStatement(owner, reviewFilterOf(query), null), present: (rows: { id: string }[]) => presentReviews(rows.map((r) => r.id)) },
    reviewColumns,
    "reviews",
  ),
];
