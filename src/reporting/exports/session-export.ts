import { reader } from "../../platform/db/read-replica.js";
import { Prisma, type VerificationSession } from "../../platform/generated/prisma/client.js";
import { viewSessions } from "../../sessions/present-session.js";
import { MAX_METADATA_COLUMNS, sessionColumnsWithMetadata, type ExportedSession } from "./export-columns.js";

/** The sessions of one export batch as the API presents them, with the rule that decided each (one lookup per batch). */
export async function exportedSessions(rows: VerificationSession[]): Promise<ExportedSession[]> {
  const ruleIds = [...new Set(rows.map((row) => row.decidedByRuleId).filter((id): id is string => id !== null))];
  const names = new Map(
    ruleIds.length === 0 ? [] : (await reader().decisionRule.findMany({ where: { id: { in: ruleIds } }, select: { id: true, name: true } })).map((rule) => [rule.id, rule.name]),
  );
  const sessions = await viewSessions(reader(), rows);
  return sessions.map((session, i) => {
    const ruleId = rows[i]!.decidedByRuleId;
    return { ...session, deciding_rule: ruleId ? { id: ruleId, name: names.get(ruleId) ?? null } : null };
  });
}

/** The export's columns: the metadata keys the selected sessions use (sorted), one column each, read before the header. */
export async function sessionExportColumns(statement: Prisma.Sql) {
  const keys = await reader().$queryRaw<{ key: string }[]>`
    SELECT key FROM (SELECT DISTINCT jsonb_object_keys(matched.metadata) AS key FROM (${statement}) AS matched) AS keys
     ORDER BY key LIMIT ${MAX_METADATA_COLUMNS + 1}`;
  return sessionColumnsWithMetadata(keys.map((row) => row.key));
}
