import pg from "pg";

/** The URL of `database` on the server that `url` (any database URL, or none) points at. */
export function databaseUrlOn(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/**
 * Runs `fn` with a short-lived client of its own (outside the app's pool), closed afterwards:
 * for creating and dropping databases, migrations and scratch checks.
 */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
