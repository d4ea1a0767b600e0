// PostgREST caps every answer at max_rows (1000 in config.toml): reads that must see every row
// of an office page through it.
import { HttpError } from '../_shared/http.ts';

const PAGE = 1000;

interface Page<T> {
  data: T[] | null;
  error: { message: string } | null;
}

/**
 * Calls `query(from, to)` for consecutive ranges until a short page; the query must have a
 * stable order so pages neither overlap nor skip.
 */
export async function selectAll<T>(
  query: (from: number, to: number) => PromiseLike<Page<T>>,
  what: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await query(from, from + PAGE - 1);
    if (error) {
      console.error(what, error);
      throw new HttpError(500, `No se pudieron leer ${what}`, 'read_error');
    }
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}
