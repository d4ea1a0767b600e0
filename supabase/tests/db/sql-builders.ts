// Small builders for parameterised statements from plain objects (test code only: table and
// column names come from the tests themselves, values always travel as parameters).
import type pg from 'pg';
import { attempt, type Db, type Outcome } from './roles';

/** An INSERT; pass returning = '' for none (as supabase-js does without .select()). */
export function insertSql(table: string, row: Record<string, unknown>, returning = 'id') {
  const cols = Object.keys(row);
  return {
    text:
      `insert into ${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})` +
      (returning ? ` returning ${returning}` : ''),
    values: Object.values(row),
  };
}

export function tryInsert<R extends pg.QueryResultRow = { id: string }>(
  db: Db,
  table: string,
  row: Record<string, unknown>,
  returning = 'id',
): Promise<Outcome<R>> {
  const { text, values } = insertSql(table, row, returning);
  return attempt<R>(db, text, values);
}

export function tryUpdate<R extends pg.QueryResultRow = pg.QueryResultRow>(
  db: Db,
  table: string,
  id: string,
  changes: Record<string, unknown>,
  returning = '*',
): Promise<Outcome<R>> {
  const cols = Object.keys(changes);
  const sets = cols.map((c, i) => `${c} = $${i + 2}`).join(', ');
  return attempt<R>(db, `update ${table} set ${sets} where id = $1 returning ${returning}`, [
    id,
    ...Object.values(changes),
  ]);
}

/** The SQLSTATE of a failed outcome, or 'ok'. */
export const codeOf = (outcome: Outcome): string => (outcome.ok ? 'ok' : outcome.code);
