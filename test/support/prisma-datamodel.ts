// Parses the Prisma schema (every .prisma file of prisma/schema/) with Prisma's own parser (the WebAssembly build of prisma-fmt that the
// prisma CLI bundles; same binary as node_modules/prisma/build/prisma_schema_build_bg.wasm).
import { readdir, readFile } from "node:fs/promises";
import { get_dmmf } from "@prisma/prisma-schema-wasm";

/** The parts of Prisma's DMMF datamodel the drift test reads. */
export interface Datamodel {
  enums: DmmfEnum[];
  models: DmmfModel[];
  indexes: DmmfIndex[];
}

export interface DmmfEnum {
  name: string;
  dbName: string | null;
  values: { name: string; dbName: string | null }[];
}

export interface DmmfModel {
  name: string;
  dbName: string | null;
  schema: string | null;
  fields: DmmfField[];
}

export interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "object" | "enum" | "unsupported";
  isList: boolean;
  isRequired: boolean;
  type: string;
  nativeType?: [name: string, args: string[]] | null;
  hasDefaultValue: boolean;
  default?: DmmfDefault;
  relationName?: string;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: ReferentialAction;
  relationOnUpdate?: ReferentialAction;
}

export type DmmfDefault = string | number | boolean | { name: string; args: unknown[] } | DmmfDefault[];

export type ReferentialAction = "Cascade" | "Restrict" | "NoAction" | "SetNull" | "SetDefault";

export interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  dbName?: string | null;
  algorithm?: string;
  where?: string;
  fields: { name: string; sortOrder?: "asc" | "desc"; length?: number; operatorClass?: string }[];
}

/** The datamodel of a schema folder: its .prisma files, below it too, read as one schema (as prisma.config.ts's `schema` folder is). */
export async function loadDatamodel(schemaPath: URL): Promise<Datamodel> {
  const files = (await readdir(schemaPath, { recursive: true })).filter((file) => file.endsWith(".prisma")).sort();
  if (files.length === 0) throw new Error(`no .prisma file in ${schemaPath.pathname}`);
  const schema = await Promise.all(files.map(async (file) => [file, await readFile(new URL(file, schemaPath), "utf8")]));
  let dmmf: string;
  try {
    dmmf = get_dmmf(JSON.stringify({ prismaSchema: schema }));
  } catch (err) {
    throw new Error(`Prisma rejected ${schemaPath.pathname}:\n${parserMessage(err)}`, { cause: err });
  }
  return (JSON.parse(dmmf) as { datamodel: Datamodel }).datamodel;
}

// The parser throws an Error whose message is JSON with an ANSI-coloured report in `message`.
function parserMessage(err: unknown): string {
  const raw = err instanceof Error ? err.message : String(err);
  try {
    const parsed = JSON.parse(raw) as { message?: unknown };
    // eslint-disable-next-line no-control-regex
    if (typeof parsed.message === "string") return parsed.message.replace(/\u001b\[[0-9;]*m/g, "");
  } catch {
    // not JSON: report it as is
  }
  return raw;
}
