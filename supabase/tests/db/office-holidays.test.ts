// office_holidays (migration 20261125130000): an office's own non-working days. Members read
// them; owners and admins add, rename and delete them; another office can do none of it.
// Called through the gateway as the app calls it.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, clientAs, sql } from '../helpers';
import { createOffice, type Office } from './fixtures';

let office: Office;
let other: Office;
let holidayId: string;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Asuetos'), createOffice('Intrusa')]);
  const [row] = await sql<{ id: string }>(
    `insert into public.office_holidays (org_id, date, name) values ($1, '2026-12-12', 'Día de la Virgen') returning id`,
    [office.id],
  );
  holidayId = row!.id;
});

const namesOf = async (orgId: string) =>
  (
    await sql<{ name: string }>(
      'select name from public.office_holidays where org_id = $1 order by date',
      [orgId],
    )
  ).map((r) => r.name);

describe('office_holidays', () => {
  it('members read their office holidays; another office and anon see none', async () => {
    const mine = await clientAs(office.member).from('office_holidays').select('date, name');
    expect(mine.data).toEqual([{ date: '2026-12-12', name: 'Día de la Virgen' }]);
    const theirs = await clientAs(other.owner)
      .from('office_holidays')
      .select('id')
      .eq('org_id', office.id);
    expect(theirs.data).toEqual([]);
    const anon = await anonClient().from('office_holidays').select('id');
    expect(anon.data ?? []).toEqual([]);
  });

  it('owners and admins add, rename and delete them', async () => {
    const admin = clientAs(office.admin);
    const added = await admin
      .from('office_holidays')
      .insert({ org_id: office.id, date: '2026-11-02', name: 'Día de Muertos' })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const renamed = await clientAs(office.owner)
      .from('office_holidays')
      .update({ name: 'Fieles Difuntos' })
      .eq('id', added.data!.id)
      .select('name');
    expect(renamed.data).toEqual([{ name: 'Fieles Difuntos' }]);
    const twice = await admin
      .from('office_holidays')
      .insert({ org_id: office.id, date: '2026-11-02', name: 'Otra vez' });
    expect(twice.error?.code).toBe('23505');
    const deleted = await admin
      .from('office_holidays')
      .delete()
      .eq('id', added.data!.id)
      .select('id');
    expect(deleted.data).toEqual([{ id: added.data!.id }]);
    expect(await namesOf(office.id)).toEqual(['Día de la Virgen']);
  });

  it('a plain member cannot add, rename or delete them', async () => {
    const member = clientAs(office.member);
    const add = await member
      .from('office_holidays')
      .insert({ org_id: office.id, date: '2026-10-12', name: 'Puente' });
    expect(add.error?.code).toBe('42501');
    const rename = await member
      .from('office_holidays')
      .update({ name: 'Cambiado' })
      .eq('id', holidayId)
      .select('id');
    expect(rename.data).toEqual([]);
    const del = await member.from('office_holidays').delete().eq('id', holidayId).select('id');
    expect(del.data).toEqual([]);
    expect(await namesOf(office.id)).toEqual(['Día de la Virgen']);
  });

  it("another office's owner can neither add to, change, move nor delete this office's holidays", async () => {
    const outsider = clientAs(other.owner);
    const add = await outsider
      .from('office_holidays')
      .insert({ org_id: office.id, date: '2026-10-12', name: 'Intruso' });
    expect(add.error?.code).toBe('42501');
    const rename = await outsider
      .from('office_holidays')
      .update({ name: 'Cambiado' })
      .eq('id', holidayId)
      .select('id');
    expect(rename.data).toEqual([]);
    const del = await outsider.from('office_holidays').delete().eq('id', holidayId).select('id');
    expect(del.data).toEqual([]);
    // Moving its own holiday into this office is refused too.
    const [own] = await sql<{ id: string }>(
      `insert into public.office_holidays (org_id, date, name) values ($1, '2026-10-12', 'Propio') returning id`,
      [other.id],
    );
    const move = await outsider
      .from('office_holidays')
      .update({ org_id: office.id })
      .eq('id', own!.id)
      .select('id');
    expect(move.error).not.toBeNull();
    expect(await namesOf(office.id)).toEqual(['Día de la Virgen']);
  });

  it('refuses dates outside 2000–2100 and blank names', async () => {
    const admin = clientAs(office.admin);
    for (const row of [
      { date: '1999-12-31', name: 'Antes' },
      { date: '2101-01-01', name: 'Después' },
      { date: '2026-06-15', name: '   ' },
    ]) {
      const res = await admin.from('office_holidays').insert({ org_id: office.id, ...row });
      expect(res.error?.code, row.name).toBe('23514');
    }
  });

  it('records additions and deletions in the audit trail', async () => {
    const admin = clientAs(office.admin);
    const added = await admin
      .from('office_holidays')
      .insert({ org_id: office.id, date: '2027-01-06', name: 'Reyes' })
      .select('id')
      .single();
    await admin.from('office_holidays').delete().eq('id', added.data!.id);
    const rows = await sql<{ action: string; actor: string }>(
      `select action, actor_id::text as actor from public.audit_logs
       where org_id = $1 and entity = 'office_holidays' and entity_id = $2 order by created_at`,
      [office.id, added.data!.id],
    );
    expect(rows.map((r) => r.actor)).toEqual([office.admin.id, office.admin.id]);
    expect(rows).toHaveLength(2);
  });
});
