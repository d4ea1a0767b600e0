// Arranging rows for a test directly in the database through the service role (RLS bypassed),
// so a test starts from exactly the state it needs. The app under test never uses this.
import { adminClient } from './accounts';

type Row = Record<string, unknown>;

/** Inserts rows into a table and returns them (with their generated ids). */
export async function insertRows<T extends Row = Row & { id: string }>(
  table: string,
  rows: Row | Row[],
): Promise<T[]> {
  const { data, error } = await adminClient().from(table).insert(rows).select();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as T[];
}

export async function insertRow<T extends Row = Row & { id: string }>(
  table: string,
  row: Row,
): Promise<T> {
  const [first] = await insertRows<T>(table, row);
  return first!;
}

/** Exact number of an office's rows in a table (optionally narrowed by column = value). */
export async function countRows(
  table: string,
  orgId: string,
  where: Record<string, string> = {},
): Promise<number> {
  let query = adminClient()
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('org_id', orgId);
  for (const [column, value] of Object.entries(where)) query = query.eq(column, value);
  const { count, error } = await query;
  if (error) throw new Error(`${table}: ${error.message}`);
  return count ?? 0;
}

export async function selectRows<T extends Row = Row>(
  table: string,
  columns: string,
  where: Record<string, string>,
): Promise<T[]> {
  let query = adminClient().from(table).select(columns);
  for (const [column, value] of Object.entries(where)) query = query.eq(column, value);
  const { data, error } = await query;
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as unknown as T[];
}
