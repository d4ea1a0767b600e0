// Mexican business days (LFT art. 74 rest days and weekends), the basis of the 20-business-day
// ARCO deadline of the LFPDPPP and of every other deadline.
//
// Ley Federal del Trabajo, art. 74 (text of DOF 17-01-2006; fraction VII as reformed DOF
// 30-09-2024), https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf:
//   "Son días de descanso obligatorio: I. El 1o. de enero; II. El primer lunes de febrero en
//   conmemoración del 5 de febrero; III. El tercer lunes de marzo en conmemoración del 21 de
//   marzo; IV. El 1o. de mayo; V. El 16 de septiembre; VI. El tercer lunes de noviembre en
//   conmemoración del 20 de noviembre; VII. El 1o. de octubre de cada seis años, cuando
//   corresponda a la transmisión del Poder Ejecutivo Federal; VIII. El 25 de diciembre, y IX. El
//   que determinen las leyes federales y locales electorales, en el caso de elecciones
//   ordinarias, para efectuar la jornada electoral."
// The official 2025 and 2026 calendars (STPS / gob.mx "días de descanso obligatorio") give the
// dates checked below: 2025 → 1 Jan, 3 Feb, 17 Mar, 1 May, 16 Sep, 17 Nov, 25 Dec; 2026 →
// 1 Jan, 2 Feb, 16 Mar, 1 May, 16 Sep, 16 Nov, 25 Dec.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, sql } from '../helpers';
import { createOffice, type Office } from './fixtures';

async function addBusinessDays(start: string, days: number): Promise<string> {
  const [row] = await sql<{ d: string }>(
    'select public.add_business_days($1::date, $2)::text as d',
    [start, days],
  );
  return row!.d;
}

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
function referenceAdd(start: string, n: number, extra: ReadonlySet<string> = new Set()): string {
  const d = new Date(`${start}T00:00:00Z`);
  const step = n < 0 ? -1 : 1;
  let left = Math.abs(n);
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + step);
    const iso = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    const rest = restDays(d.getUTCFullYear()).has(iso) || extra.has(iso);
    if (weekday !== 0 && weekday !== 6 && !rest) left -= 1;
  }
  return d.toISOString().slice(0, 10);
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

  it('lists the rest days of a year (official 2025 and 2026 calendars)', async () => {
    const y2025 = await sql<{ d: string }>(
      'select d::text from public.mx_rest_days(2025) d order by d',
    );
    expect(y2025.map((r) => r.d)).toEqual([
      '2025-01-01',
      '2025-02-03',
      '2025-03-17',
      '2025-05-01',
      '2025-09-16',
      '2025-11-17',
      '2025-12-25',
    ]);
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

describe('add_business_days is bounded', () => {
  it.each([2147483647, -2147483648, 3661, -3661])(
    'refuses %i business days with 22023 and a Spanish message',
    async (days) => {
      await expect(
        sql('select public.add_business_days($1::date, $2)', ['2026-01-01', days]),
      ).rejects.toMatchObject({
        code: '22023',
        message: 'El plazo debe estar entre -3660 y 3660 días hábiles.',
      });
    },
  );

  it('answers 400 through the API, even to 20 parallel calls, and others are still served', async () => {
    const office = await createOffice('Plazos enormes');
    const member = clientAs(office.member);
    const calls = await Promise.all(
      Array.from({ length: 20 }, () =>
        member.rpc('add_business_days', { p_start: '2026-01-01', p_days: 2147483647 }),
      ),
    );
    for (const call of calls) {
      expect(call.status).toBe(400);
      expect(call.error?.code).toBe('22023');
    }
    const read = await member.from('org_settings').select('org_id').eq('org_id', office.id);
    expect(read.data).toEqual([{ org_id: office.id }]);
  });

  it('still computes the longest allowed terms exactly, both ways', async () => {
    for (const [start, days] of [
      ['2026-01-01', 3660],
      ['2040-06-15', -3660],
      ['2025-12-31', 1234],
    ] as const) {
      expect(await addBusinessDays(start, days), `${start} ${days}`).toBe(
        referenceAdd(start, days),
      );
    }
  });

  it('keeps the office calendar and its helpers out of the API', async () => {
    const office = await createOffice('Calendario interno');
    const member = clientAs(office.member);
    const withOrg = await member.rpc('add_business_days', {
      p_start: '2026-01-01',
      p_days: 5,
      p_org_id: office.id,
    });
    expect(withOrg.error?.code).toBe('42501');
    const helper = await member.rpc('mx_rest_days', { p_year: 2026 });
    expect(helper.error?.code).toBe('42501');
  });
});

describe("an office's holidays", () => {
  let office: Office;
  let other: Office;
  const holidays = ['2026-09-10', '2026-12-24', '2026-12-31', '2027-01-06', '2026-11-02'];

  beforeAll(async () => {
    [office, other] = await Promise.all([createOffice('Días propios'), createOffice('Otra')]);
    for (const day of holidays) {
      await sql(
        `insert into public.office_holidays (org_id, date, name) values ($1, $2, 'Asueto')`,
        [office.id, day],
      );
    }
  });

  async function officeAdd(orgId: string, start: string, days: number): Promise<string> {
    const [row] = await sql<{ d: string }>(
      'select public.add_business_days($1::date, $2, $3)::text as d',
      [start, days, orgId],
    );
    return row!.d;
  }

  it.each([
    ['2026-09-09', 1, '2026-09-11', 'skips the office holiday of 10 September'],
    ['2026-12-23', 1, '2026-12-28', 'skips 24 December (office) and 25 (law)'],
    ['2026-12-30', 1, '2027-01-04', 'skips 31 December (office), 1 January and the weekend'],
    ['2027-01-07', -2, '2027-01-04', 'counts backwards over 6 January (office)'],
  ])('%s + %i → %s (%s)', async (start, days, expected) => {
    expect(await officeAdd(office.id, start, days)).toBe(expected);
  });

  it("agrees with an independent implementation across the year's end, both ways", async () => {
    const extra = new Set(holidays);
    const rows = await sql<{ start: string; days: number; due: string }>(
      `select d::date::text as start, n as days, public.add_business_days(d::date, n, $1)::text as due
       from generate_series('2026-08-01'::date, '2027-02-28'::date, interval '3 days') d,
            unnest(array[1, 3, 15, 20, -3, -20]) n`,
      [office.id],
    );
    expect(rows.length).toBeGreaterThan(400);
    const mismatches = rows.filter((r) => referenceAdd(r.start, r.days, extra) !== r.due);
    expect(mismatches).toEqual([]);
  });

  it("never uses another office's holidays, nor the national calendar's callers", async () => {
    expect(await officeAdd(other.id, '2026-09-09', 1)).toBe('2026-09-10');
    expect(await addBusinessDays('2026-09-09', 1)).toBe('2026-09-10');
  });

  it('gives ARCO requests their deadline in the office calendar', async () => {
    const [client] = await sql<{ id: string }>(
      `insert into public.clients (org_id, name) values ($1, 'Titular ARCO') returning id`,
      [office.id],
    );
    const rows = await sql<{ org: string; due: string }>(
      `insert into public.arco_requests (org_id, client_id, tipo_solicitud, fecha_solicitud)
       values ($1, $3, 'access', '2026-09-01 12:00-06'), ($2, $4, 'access', '2026-09-01 12:00-06')
       returning org_id::text as org, fecha_limite_respuesta::text as due`,
      [
        office.id,
        other.id,
        client!.id,
        (
          await sql<{ id: string }>(
            `insert into public.clients (org_id, name) values ($1, 'Otro titular') returning id`,
            [other.id],
          )
        )[0]!.id,
      ],
    );
    expect(Object.fromEntries(rows.map((r) => [r.org, r.due]))).toEqual({
      // 20 business days from 1 September 2026 end on the 30th; the office's 10 September
      // holiday moves its own deadline one day.
      [office.id]: '2026-10-01',
      [other.id]: '2026-09-30',
    });
  });
});
