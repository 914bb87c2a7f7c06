import { Prisma } from "../generated/prisma/client.js";
import type { Db } from "./client.js";

type ModelName = Prisma.ModelName;
type Operations<M extends ModelName> = Prisma.TypeMap["model"][M]["operations"];
/** The `where` of the model's updateMany. */
export type LifecycleWhere<M extends ModelName> = NonNullable<Operations<M>["updateMany"]["args"]["where"]>;
/** The `data` of the model's updateMany. */
export type LifecycleData<M extends ModelName> = Operations<M>["updateMany"]["args"]["data"];

/** One status or several: a guard accepts any of them. */
export type OneOrMany<S extends string> = S | readonly S[];

export interface LifecycleSpec<M extends ModelName, F extends string, S extends string> {
  /** What a row is, in words, for the error of an undeclared transition: "webhook delivery". */
  name: string;
  /** The Prisma model and its status field. */
  model: M;
  field: F;
  /** The same column in SQL, for the raw statements (and its CHECK constraint: test/status-constraints.test.ts). */
  table: string;
  column: string;
  statuses: readonly S[];
  /** The statuses a row may be created in; the first is `initial`. */
  initial: readonly [S, ...S[]];
  /** Every move a row may make; anything else throws before a statement is sent. */
  transitions: { readonly [K in S]: readonly S[] };
}

export interface Lifecycle<M extends ModelName, F extends string, S extends string> {
  readonly name: string;
  readonly model: M;
  readonly field: F;
  readonly table: string;
  readonly column: string;
  readonly statuses: readonly S[];
  /** The status a row is created in (the first of the spec's `initial`). */
  readonly initial: S;
  /** The status to create a row in: `status` after checking it is one a row may start in (default `initial`). */
  created(status?: S): S;
  /** `value` (read from the database) as a status; throws for a value outside the lifecycle. */
  parse(value: string): S;
  canTransition(from: S, to: S): boolean;
  /** Throws unless every `from` may move to `to`. */
  assertTransition(from: OneOrMany<S>, to: S): void;
  /** The Prisma filter on the status (`{ status: "x" }` or `{ status: { in: [...] } }`): for guards and reads. */
  is(status: OneOrMany<S>): { [K in F]: S | { in: S[] } };
  /** The Prisma data of a declared move (`{ status: to }`), for a write that is not a plain transition. */
  set(from: OneOrMany<S>, to: S): { [K in F]: S };
  /** One guarded update of row `id` (a table keyed by `id`) from any of `from` to `to`, with `data`; true when it moved. */
  transition(db: Db, input: { id: string; from: OneOrMany<S>; to: S; data?: Omit<LifecycleData<M>, F> }): Promise<boolean>;
  /** One guarded update of the rows matching `where` from any of `from` to `to`; how many moved. */
  transitionMany(db: Db, input: { where: LifecycleWhere<M>; from: OneOrMany<S>; to: S; data?: Omit<LifecycleData<M>, F> }): Promise<number>;
  /** SQL fragments for the raw statements, so none of them spells a status out. */
  sql: {
    /** `alias.column = $1` or `alias.column = ANY ($1::text[])`. */
    is(status: OneOrMany<S>, alias?: string): Prisma.Sql;
    /** A declared move: its guard (`is(from)`) and its SET assignment (`column = $1`, never qualified). */
    move(from: OneOrMany<S>, to: S, alias?: string): { guard: Prisma.Sql; set: Prisma.Sql };
  };
}

type UpdateManyDelegate = { updateMany(args: { where: unknown; data: unknown }): Promise<{ count: number }> };

const list = <S extends string>(statuses: OneOrMany<S>): readonly S[] => (typeof statuses === "string" ? [statuses as S] : (statuses as readonly S[]));

/**
 * Declares the lifecycle of one status column: its statuses, the moves allowed between them,
 * and the only ways to write it (contract: one owner per status column, docs/architecture.md).
 * The owner file of each column calls this once and every write of the column goes through
 * what it returns; test/status-writes.test.ts fails on a status written anywhere else.
 */
export function defineLifecycle<M extends ModelName, const F extends string, const S extends string>(
  spec: LifecycleSpec<M, F, S>,
): Lifecycle<M, F, S> {
  const { name, model, field, table, column, statuses, transitions } = spec;
  const delegateKey = model.charAt(0).toLowerCase() + model.slice(1);
  const delegate = (db: Db) => (db as unknown as Record<string, UpdateManyDelegate>)[delegateKey]!;

  const parse = (value: string): S => {
    if (!(statuses as readonly string[]).includes(value)) throw new Error(`${name}: unknown status "${value}"`);
    return value as S;
  };
  const canTransition = (from: S, to: S) => transitions[from].includes(to);
  const assertTransition = (from: OneOrMany<S>, to: S) => {
    for (const f of list(from)) if (!canTransition(parse(f), parse(to))) throw new Error(`${name} cannot go from ${f} to ${to}`);
  };
  const is = (status: OneOrMany<S>) => {
    const all = list(status).map(parse);
    return { [field]: all.length === 1 ? all[0]! : { in: [...all] } } as { [K in F]: S | { in: S[] } };
  };
  const set = (from: OneOrMany<S>, to: S) => {
    assertTransition(from, to);
    return { [field]: to } as { [K in F]: S };
  };
  const transitionMany = async (db: Db, input: { where: LifecycleWhere<M>; from: OneOrMany<S>; to: S; data?: Omit<LifecycleData<M>, F> }) => {
    const data = { ...input.data, ...set(input.from, input.to) };
    const { count } = await delegate(db).updateMany({ where: { ...input.where, ...is(input.from) }, data });
    return count;
  };
  const columnOf = (alias?: string) => Prisma.raw(alias ? `${alias}.${column}` : column);
  const sqlIs = (status: OneOrMany<S>, alias?: string) => {
    const all = list(status).map(parse);
    return all.length === 1 ? Prisma.sql`${columnOf(alias)} = ${all[0]}` : Prisma.sql`${columnOf(alias)} = ANY (${[...all]}::text[])`;
  };

  return {
    name,
    model,
    field,
    table,
    column,
    statuses,
    initial: spec.initial[0],
    created(status = spec.initial[0]) {
      if (!spec.initial.includes(status)) throw new Error(`${name}: a row is not created ${status}`);
      return status;
    },
    parse,
    canTransition,
    assertTransition,
    is,
    set,
    transition: async (db, { id, ...input }) => (await transitionMany(db, { ...input, where: { id } as LifecycleWhere<M> })) === 1,
    transitionMany,
    sql: {
      is: sqlIs,
      move(from, to, alias) {
        assertTransition(from, to);
        return { guard: sqlIs(from, alias), set: Prisma.sql`${columnOf()} = ${to}` };
      },
    },
  };
}
