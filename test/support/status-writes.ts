// Finds status values written outside their owner (src/platform/db/lifecycle.ts): what
// test/status-writes.test.ts runs over src/, workers/ and scripts/.
import ts from "typescript";
import type { OwnedLifecycle } from "./lifecycles.js";

export interface StatusWrite {
  file: string;
  line: number;
  /** The offending text, shortened. */
  text: string;
  why: string;
}

const PRISMA_WRITES = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert"]);
const SQL_WRITE = /\b(UPDATE\s+\S+|INSERT\s+INTO)\b/i;

const delegateOf = (model: string) => model.charAt(0).toLowerCase() + model.slice(1);
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 120);

/** `<column> = 'x'`, `<column> <> ${...}`, `<column> IN ('a', ...)`, `<column> = ANY (${...})`: a value compared or assigned in SQL. */
function sqlValuePattern(column: string): RegExp {
  const value = String.raw`(?:'|\$\{)`;
  return new RegExp(String.raw`(?<![\w"])${column}\s*(?:(?:=|<>|!=)\s*(?:ANY\s*\(\s*)?${value}|(?:NOT\s+)?IN\s*\(\s*${value})`, "i");
}

/** The template's text with each substitution shown as `${}`. */
function templateText(node: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => "${}" + span.literal.text).join("");
}

/**
 * Status writes in one source file that do not go through the column's owner:
 * - a Prisma write (`create`, `update*`, `upsert`, ...) on a model with a lifecycle whose
 *   arguments set or guard the status field with anything but the owner (`status: "x"`,
 *   `status: X`, `status: { in: [...] }`): the owner's `transition`, `is`, `set` and `initial`
 *   are the ways to write it;
 * - an SQL write (a template or string holding UPDATE or INSERT INTO) that compares or assigns a
 *   status column to a literal or an interpolated value: the owner's `sql.move` and `sql.is`
 *   are the ways to write it.
 * The owner's own file may do either for its column.
 */
export function findStatusWrites(file: string, source: string, lifecycles: readonly OwnedLifecycle[]): StatusWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const owned = lifecycles.filter((l) => l.owner === file);
  const byDelegate = new Map(lifecycles.map((l) => [delegateOf(l.model), l]));
  const columns = [...new Set(lifecycles.filter((l) => !owned.some((o) => o.column === l.column)).map((l) => l.column))];
  const found: StatusWrite[] = [];
  const report = (node: ts.Node, text: string, why: string) =>
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text: oneLine(text), why });

  const checkPrismaWrite = (call: ts.CallExpression, lifecycle: OwnedLifecycle) => {
    const visit = (node: ts.Node): void => {
      const named = ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) ? node.name.getText(sourceFile) : null;
      if (named === lifecycle.field) {
        const value = ts.isPropertyAssignment(node) ? node.initializer.getText(sourceFile) : named;
        if (!value.startsWith(`${lifecycle.name}.`))
          report(node, node.getText(sourceFile), `${lifecycle.table}.${lifecycle.column} written outside ${lifecycle.name} (${lifecycle.owner})`);
      }
      ts.forEachChild(node, visit);
    };
    call.arguments.forEach(visit);
  };

  const checkSql = (node: ts.Node, text: string) => {
    if (!SQL_WRITE.test(text)) return;
    for (const column of columns) {
      const match = sqlValuePattern(column).exec(text);
      if (match) report(node, text.slice(Math.max(0, match.index - 40), match.index + 60), `status column ${column} written in SQL outside its owner`);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && PRISMA_WRITES.has(node.expression.name.text)) {
      const target = node.expression.expression;
      const lifecycle = ts.isPropertyAccessExpression(target) ? byDelegate.get(target.name.text) : undefined;
      if (lifecycle && !owned.includes(lifecycle)) checkPrismaWrite(node, lifecycle);
    }
    if (ts.isTemplateLiteral(node)) checkSql(node, templateText(node));
    else if (ts.isStringLiteral(node)) checkSql(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
