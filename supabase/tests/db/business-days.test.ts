// Mexican business days (LFT art. 74 rest days and weekends), the basis of the 20-business-day
// ARCO deadline of the LFPDPPP.
import { describe, expect, it } from 'vitest';
import { sql } from '../helpers';

async function addBusinessDays(start: string, days: number): Promise<string> {
  const [row] = await sql<{ d: string }>(
    'select public.add_business_days($1::date, $2)::text as d',
    [start, days],
  );
  return row!.d;
}

describe('add_business_days', () => {
  it.each([
    ['2026-09-14', 1, '2026-09-15', 'Monday to Tuesday'],
    ['2026-09-15', 1, '2026-09-17', 'skips 16 September (Independence Day)'],
    ['2026-12-24', 1, '2026-12-28', 'skips 25 December and the weekend'],
    ['2026-11-13', 1, '2026-11-17', 'skips the weekend and the third Monday of November'],
    ['2026-12-31', 1, '2027-01-04', 'skips 1 January and the weekend'],
    ['2026-03-14', 1, '2026-03-17', 'from a Saturday, skips the third Monday of March'],
    ['2026-01-30', 1, '2026-02-03', 'skips the first Monday of February'],
    ['2026-04-30', 1, '2026-05-04', 'skips 1 May and the weekend'],
    ['2024-09-30', 1, '2024-10-02', 'skips 1 October 2024 (transmission of the federal executive)'],
    ['2030-09-30', 1, '2030-10-02', 'skips 1 October 2030'],
    ['2006-11-30', 1, '2006-12-04', 'skips 1 December 2006 (transmission before the 2024 reform)'],
    ['2026-09-01', 20, '2026-09-30', '20 business days across 16 September'],
    ['2025-12-19', 20, '2026-01-20', '20 business days across 25 December and 1 January'],
    ['2026-09-17', -1, '2026-09-15', 'counts backwards over a rest day'],
    ['2026-09-16', 0, '2026-09-16', 'zero days is the same date'],
  ])('%s + %i → %s (%s)', async (start, days, expected) => {
    expect(await addBusinessDays(start, days)).toBe(expected);
  });

  it('lists the rest days of a year', async () => {
    const rows = await sql<{ d: string }>(
      'select d::text from public.mx_rest_days(2026) d order by d',
    );
    expect(rows.map((r) => r.d)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
    const y2027 = await sql<{ d: string }>(
      'select d::text from public.mx_rest_days(2027) d order by d',
    );
    expect(y2027.map((r) => r.d)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-15',
      '2027-05-01',
      '2027-09-16',
      '2027-11-15',
      '2027-12-25',
    ]);
  });

  // An independent reading of LFT art. 74, to compare every start date of two years with.
  function restDays(year: number): Set<string> {
    const nthMonday = (month: number, n: number) => {
      const first = new Date(Date.UTC(year, month, 1));
      const offset = (8 - (first.getUTCDay() || 7)) % 7;
      return new Date(Date.UTC(year, month, 1 + offset + 7 * (n - 1)));
    };
    const days = [
      new Date(Date.UTC(year, 0, 1)),
      nthMonday(1, 1),
      nthMonday(2, 3),
      new Date(Date.UTC(year, 4, 1)),
      new Date(Date.UTC(year, 8, 16)),
      nthMonday(10, 3),
      new Date(Date.UTC(year, 11, 25)),
    ];
    if (year >= 2024 && (year - 2024) % 6 === 0) days.push(new Date(Date.UTC(year, 9, 1)));
    return new Set(days.map((d) => d.toISOString().slice(0, 10)));
  }
  function referenceAdd(start: string, n: number): string {
    const d = new Date(`${start}T00:00:00Z`);
    let left = n;
    while (left > 0) {
      d.setUTCDate(d.getUTCDate() + 1);
      const iso = d.toISOString().slice(0, 10);
      const weekday = d.getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !restDays(d.getUTCFullYear()).has(iso)) left -= 1;
    }
    return d.toISOString().slice(0, 10);
  }

  it('agrees with an independent implementation for every day of 2029 and 2030 (20 days)', async () => {
    const rows = await sql<{ start: string; due: string }>(
      `select d::date::text as start, public.add_business_days(d::date, 20)::text as due
       from generate_series('2029-01-01'::date, '2030-12-31'::date, interval '1 day') d`,
    );
    expect(rows).toHaveLength(730);
    const mismatches = rows.filter((r) => referenceAdd(r.start, 20) !== r.due);
    expect(mismatches).toEqual([]);
  });

  it('is_mx_business_day: weekdays that are not rest days', async () => {
    const rows = await sql<{ d: string; ok: boolean }>(
      `select d::text, public.is_mx_business_day(d) as ok
       from unnest(array['2026-09-16', '2026-09-17', '2026-09-19', '2026-09-20', '2026-11-16', '2026-11-20']::date[]) d`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.d, r.ok]))).toEqual({
      '2026-09-16': false,
      '2026-09-17': true,
      '2026-09-19': false,
      '2026-09-20': false,
      '2026-11-16': false,
      // 20 November itself is not the rest day: the third Monday is.
      '2026-11-20': true,
    });
  });
});
