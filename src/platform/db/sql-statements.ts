/**
 * Splits a migration script into its statements, for the runner (a no-transaction migration runs
 * each statement on its own) and the migration lint (test/migration-lint.test.ts). It knows
 * Postgres' lexical structure as far as a semicolon can hide in it: '...' and E'...' strings,
 * "..." identifiers, $tag$...$tag$ bodies, -- and nested /* *\/ comments. Each statement comes
 * back trimmed, comments kept, without its closing semicolon; comment-only pieces are dropped.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const text = script.slice(start, end).trim();
    if (stripComments(text).trim() !== "") statements.push(text);
  };
  while (i < script.length) {
    const ch = script[i]!;
    const next = script[i + 1];
    if (ch === "-" && next === "-") {
      const eol = script.indexOf("\n", i);
      i = eol === -1 ? script.length : eol + 1;
    } else if (ch === "/" && next === "*") {
      i = skipBlockComment(script, i);
    } else if (ch === "'" || ch === '"') {
      i = skipQuoted(script, i, ch);
    } else if (ch === "$") {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i))?.[0];
      if (tag && !/[A-Za-z0-9_]/.test(script[i - 1] ?? "")) {
        const close = script.indexOf(tag, i + tag.length);
        if (close === -1) throw new Error(`unterminated ${tag} quote in SQL`);
        i = close + tag.length;
      } else {
        i++;
      }
    } else if (ch === ";") {
      push(i);
      start = ++i;
    } else {
      i++;
    }
  }
  push(script.length);
  return statements;
}

/** The statement without its comments (strings and quoted identifiers left as they are). */
export function stripComments(sql: string): string {
  let out = "";
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (ch === "-" && next === "-") {
      const eol = sql.indexOf("\n", i);
      i = eol === -1 ? sql.length : eol;
      out += " ";
    } else if (ch === "/" && next === "*") {
      i = skipBlockComment(sql, i);
      out += " ";
    } else if (ch === "'" || ch === '"') {
      const end = skipQuoted(sql, i, ch);
      out += sql.slice(i, end);
      i = end;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

function skipBlockComment(sql: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < sql.length) {
    if (sql.startsWith("/*", i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith("*/", i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  throw new Error("unterminated /* comment in SQL");
}

/** The index just past the quote that closes the one at `from` (a doubled quote is an escaped one). */
function skipQuoted(sql: string, from: number, quote: "'" | '"'): number {
  const escapes = quote === "'" && /[eE]/.test(sql[from - 1] ?? "") && !/[A-Za-z0-9_]/.test(sql[from - 2] ?? "");
  let i = from + 1;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (escapes && ch === "\\") {
      i += 2;
    } else if (ch === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i++;
    }
  }
  throw new Error(`unterminated ${quote} quote in SQL`);
}
