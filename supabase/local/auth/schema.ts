// Brings an auth schema bootstrapped by an older version of the stack up to what this service
// uses. bootstrap/10_auth.sql only runs on a new database, and a developer's .local/ database
// must keep working; GoTrue likewise migrates its own schema when it starts.
import type pg from 'pg';

const columns: Array<[table: string, column: string, definition: string]> = [
  ['users', 'email_change_token_current', `varchar(255) default ''`],
  ['users', 'email_change_confirm_status', 'smallint default 0'],
  ['users', 'reauthentication_token', `varchar(255) default ''`],
  ['users', 'reauthentication_sent_at', 'timestamptz'],
  ['users', 'phone_change', `text default ''`],
  ['users', 'phone_change_token', `varchar(255) default ''`],
  ['users', 'phone_change_sent_at', 'timestamptz'],
];

export async function ensureAuthSchema(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'auth'`,
  );
  const present = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  if (!present.has('users.id')) return; // no auth schema here: nothing to bring up to date
  for (const [table, column, definition] of columns) {
    if (!present.has(`${table}.${column}`)) {
      await pool.query(`alter table auth.${table} add column ${column} ${definition}`);
    }
  }
}
