/**
 * CSV as RFC 4180 has it (comma, CRLF, double quotes doubled), with the guard against formula
 * injection spreadsheets need: a text cell starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) is prefixed with a single quote, so
 * Excel, LibreOffice and Sheets show it as text instead of running it.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** One column of an export: its header and how to read it from the API object. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

export function csvLines<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  let text = "";
  for (const row of rows) text += csvRow(columns.map((column) => column.value(row)));
  return text;
}
