// Statutory deadlines born from events (migration 20261125130300), in the office's business days:
// - ISR on a compraventa: "dentro de los quince días siguientes a aquél en el que se firme la
//   escritura o minuta" (LISR art. 126), days being business days in fiscal terms ("En los
//   plazos fijados en días no se contarán los sábados, los domingos ni…", CFF art. 12);
// - RENAT notice of a testamento: 3 business days after it is signed (DOMAIN.md, CDMX);
// - ARCO answer: 20 business days (LFPDPPP), closed by answering.
// Members of another office see none of them and cannot complete them.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, sql } from '../helpers';
import { createOffice, insertClient, insertExpediente, type Office } from './fixtures';

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Plazos'), createOffice('Ajena')]);
  // The office does not work on 2026-09-10: its deadlines skip it.
  await sql(
    `insert into public.office_holidays (org_id, date, name) values ($1, '2026-09-10', 'Asueto')`,
    [office.id],
  );
});

/** Signs a new document of a new case of `tipo` on `signedAt`, as the signers' trigger does. */
async function signCase(org: Office, tipo: string, signedAt: string, responsable?: string) {
  const expedienteId = await insertExpediente(org.id, null, {
    tipo,
    ...(responsable ? { responsable_id: responsable } : {}),
  });
  const [doc] = await sql<{ id: string }>(
    `insert into public.documents (org_id, expediente_id, title, doc_type)
     values ($1, $2, 'Escritura', 'escritura') returning id`,
    [org.id, expedienteId],
  );
  const [req] = await sql<{ id: string }>(
    `insert into public.signature_requests (org_id, document_id) values ($1, $2) returning id`,
    [org.id, doc!.id],
  );
  // The guard stamps firmado_en with now(); it steps aside so the case is signed on that day.
  await sql(
    `begin;
     alter table public.signature_requests disable trigger signature_requests_guard;
     update public.signature_requests set estado = 'firmado', firmado_en = '${signedAt}' where id = '${req!.id}';
     alter table public.signature_requests enable trigger signature_requests_guard;
     commit;`,
  );
  // Replaying the event adds nothing.
  await sql(`update public.signature_requests set estado = 'pendiente' where id = $1`, [req!.id]);
  await sql(`update public.signature_requests set estado = 'firmado' where id = $1`, [req!.id]);
  return expedienteId;
}

const deadlinesOf = (expedienteId: string) =>
  sql<{ kind: string; due: string; basis: string; status: string }>(
    `select kind, due_date::text as due, legal_basis as basis, status
     from public.deadlines where expediente_id = $1`,
    [expedienteId],
  );

describe('deadlines from events', () => {
  it('a signed compraventa owes the ISR payment 15 business days later', async () => {
    // Signed Tuesday 1 Sep 2026: 15 business days skip 10 Sep (office) and 16 Sep (law).
    const id = await signCase(office, 'compraventa', '2026-09-01T12:00:00-06:00');
    expect(await deadlinesOf(id)).toEqual([
      {
        kind: 'isr_enajenacion',
        due: '2026-09-24',
        basis: expect.stringContaining('LISR art. 126') as string,
        status: 'pendiente',
      },
    ]);
  });

  it('a signed testamento owes the RENAT notice 3 business days later, across the year end', async () => {
    // Signed Wednesday 30 Dec 2026: 31 Dec, (1 Jan rest day, weekend), 4 Jan, 5 Jan.
    const id = await signCase(office, 'testamento', '2026-12-30T18:00:00-06:00');
    expect(await deadlinesOf(id)).toEqual([
      {
        kind: 'aviso_renat',
        due: '2027-01-05',
        basis: expect.stringContaining('RENAT') as string,
        status: 'pendiente',
      },
    ]);
  });

  it('a signed power owes nothing here', async () => {
    const id = await signCase(office, 'poder_general', '2026-09-01T12:00:00-06:00');
    expect(await deadlinesOf(id)).toEqual([]);
  });

  it('an ARCO request owes its answer by its deadline; answering closes it with who and when', async () => {
    const client = await insertClient(office.id);
    const [req] = await sql<{ id: string; due: string }>(
      `insert into public.arco_requests (org_id, client_id, tipo_solicitud, fecha_solicitud)
       values ($1, $2, 'access', '2026-09-01 12:00-06') returning id, fecha_limite_respuesta::text as due`,
      [office.id, client],
    );
    const pending = await clientAs(office.member)
      .from('deadlines')
      .select('kind, due_date, status')
      .eq('arco_request_id', req!.id);
    expect(pending.data).toEqual([
      { kind: 'respuesta_arco', due_date: '2026-10-01', status: 'pendiente' },
    ]);
    expect(req!.due).toBe('2026-10-01');
    const answered = await clientAs(office.admin).rpc('answer_arco_request', {
      p_request: req!.id,
      p_estado: 'completed',
      p_detalle: 'Entregado',
      p_justificacion: '',
    });
    expect(answered.error).toBeNull();
    const [closed] = await sql<{ status: string; by: string; at: Date | null }>(
      `select status, completed_by::text as by, completed_at as at from public.deadlines where arco_request_id = $1`,
      [req!.id],
    );
    expect(closed).toMatchObject({ status: 'cumplido', by: office.admin.id });
    expect(closed!.at).toBeInstanceOf(Date);
  });
});

describe('complete_deadline', () => {
  it('a member completes a deadline, recording who and when; twice answers 409', async () => {
    const id = await signCase(office, 'compraventa', '2026-03-02T10:00:00-06:00');
    const [row] = await sql<{ id: string }>(
      `select id from public.deadlines where expediente_id = $1`,
      [id],
    );
    const member = clientAs(office.member);
    const done = await member
      .rpc('complete_deadline', { p_deadline_id: row!.id })
      .select('status, completed_by, completed_at')
      .single();
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ status: 'cumplido', completed_by: office.member.id });
    const again = await member.rpc('complete_deadline', { p_deadline_id: row!.id });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('El plazo ya está cumplido.');
  });

  it('another office neither sees, completes nor writes deadlines', async () => {
    const id = await signCase(office, 'testamento', '2026-03-02T10:00:00-06:00');
    const [row] = await sql<{ id: string }>(
      `select id from public.deadlines where expediente_id = $1`,
      [id],
    );
    const outsider = clientAs(other.owner);
    const seen = await outsider.from('deadlines').select('id').eq('org_id', office.id);
    expect(seen.data).toEqual([]);
    const complete = await outsider.rpc('complete_deadline', { p_deadline_id: row!.id });
    expect(complete.status).toBe(404);
    const forged = await outsider.from('deadlines').insert({
      org_id: other.id,
      kind: 'aviso_renat',
      due_date: '2026-03-05',
      legal_basis: 'Falso',
    });
    expect(forged.error?.code).toBe('42501');
    // Not even the office's own members write rows directly: only events and complete_deadline.
    const edit = await clientAs(office.owner)
      .from('deadlines')
      .update({ due_date: '2030-01-01' })
      .eq('id', row!.id);
    expect(edit.error?.code).toBe('42501');
    const [kept] = await sql<{ status: string; due: string }>(
      `select status, due_date::text as due from public.deadlines where id = $1`,
      [row!.id],
    );
    expect(kept).toEqual({ status: 'pendiente', due: '2026-03-05' });
  });
});

describe('deadline reminders', () => {
  const mxDate = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(d);

  it("queue e-mails to the case's responsable on the SLA reminder days, withdrawn when done", async () => {
    const today = mxDate(new Date());
    const id = await signCase(office, 'compraventa', `${today}T12:00:00-06:00`, office.member.id);
    const [deadline] = await sql<{ id: string; due: string; reminders: string[] }>(
      `select id, due_date::text as due, reminder_ids::text[] as reminders
       from public.deadlines where expediente_id = $1`,
      [id],
    );
    const queued = await sql<{ to: string; at: string; asunto: string; estado: string }>(
      `select destinatario_contacto as to, asunto, estado,
              to_char(programado_para at time zone 'America/Mexico_City', 'YYYY-MM-DD HH24:MI') as at
       from public.notification_queue where id = any ($1::uuid[]) order by programado_para`,
      [deadline!.reminders],
    );
    // Compraventa's SLA reminders by default: 7, 3 and 1 days before, at 9:00.
    const before = (days: number) => {
      const d = new Date(`${deadline!.due}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() - days);
      return `${d.toISOString().slice(0, 10)} 09:00`;
    };
    expect(queued.map((q) => q.at)).toEqual([before(7), before(3), before(1)]);
    for (const q of queued) {
      expect(q).toMatchObject({ to: office.member.email, estado: 'pendiente' });
      expect(q.asunto).toMatch(/^Recordatorio: Pago del ISR por enajenación vence el /);
    }

    const done = await clientAs(office.member).rpc('complete_deadline', {
      p_deadline_id: deadline!.id,
    });
    expect(done.error).toBeNull();
    const left = await sql(`select 1 from public.notification_queue where id = any ($1::uuid[])`, [
      deadline!.reminders,
    ]);
    expect(left).toEqual([]);
  });

  it('queue nothing for days already past, nor without someone to tell', async () => {
    const past = await signCase(
      office,
      'compraventa',
      '2026-01-05T12:00:00-06:00',
      office.member.id,
    );
    const nobody = await signCase(office, 'testamento', `${mxDate(new Date())}T12:00:00-06:00`);
    const rows = await sql<{ reminders: string[] }>(
      `select reminder_ids::text[] as reminders from public.deadlines where expediente_id = any ($1::uuid[])`,
      [[past, nobody]],
    );
    expect(rows.map((r) => r.reminders)).toEqual([[], []]);
  });
});
