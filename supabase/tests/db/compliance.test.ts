// Data protection: ARCO requests and their answers, export and erasure of a client's data,
// consents with the request's real address, incidents, and the public contact inbox.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../helpers';
import {
  createOffice,
  insertClient,
  insertExpediente,
  seedOffice,
  type Office,
  type OfficeData,
} from './fixtures';
import { asAnon, asServiceRole, asUser, attempt, errorCode } from './roles';
import { codeOf, tryInsert, tryUpdate } from './sql-builders';

let a: Office;
let b: Office;
let data: OfficeData;
let dataB: OfficeData;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  [data, dataB] = await Promise.all([seedOffice(a), seedOffice(b)]);
});

interface ArcoRow {
  id: string;
  estado: string;
  fecha_limite_respuesta: string;
  respuesta_detalle: string | null;
  justificacion_rechazo: string | null;
  fecha_respuesta: Date | null;
  procesado_por: string | null;
  created_by: string | null;
}

const arcoColumns = `id, estado, fecha_limite_respuesta::text, respuesta_detalle, justificacion_rechazo, fecha_respuesta, procesado_por, created_by`;

async function newArco(userId: string, fields: Record<string, unknown> = {}): Promise<ArcoRow> {
  return asUser(userId, async (db) => {
    const out = await tryInsert<ArcoRow>(
      db,
      'public.arco_requests',
      {
        org_id: a.id,
        client_id: data.clientId,
        tipo_solicitud: 'access',
        detalles_solicitud: 'Copia de mis datos',
        ...fields,
      },
      arcoColumns,
    );
    if (!out.ok) throw new Error(out.message);
    return out.rows[0]!;
  });
}

const answer = (
  userId: string,
  id: string,
  estado: string,
  detalle: string | null,
  justificacion: string | null,
) =>
  asUser(userId, (db) =>
    attempt<ArcoRow>(db, `select ${arcoColumns} from public.answer_arco_request($1, $2, $3, $4)`, [
      id,
      estado,
      detalle,
      justificacion,
    ]),
  );

describe('ARCO requests', () => {
  it('start as received with a deadline of 20 business days, whatever the browser sends', async () => {
    const row = await newArco(a.member.id, {
      estado: 'completed',
      fecha_limite_respuesta: '2099-01-01',
      procesado_por: a.member.id,
    });
    const [expected] = await sql<{ d: string }>(
      `select public.add_business_days(public.mx_today(), 20)::text as d`,
    );
    expect(row).toMatchObject({
      estado: 'received',
      fecha_limite_respuesta: expected!.d,
      procesado_por: null,
      created_by: a.member.id,
    });
  });

  it('count the deadline from the date the request was received (e.g. on paper)', async () => {
    const row = await newArco(a.member.id, { fecha_solicitud: '2026-09-01T17:00:00Z' });
    expect(row.fecha_limite_respuesta).toBe('2026-09-30');
  });

  it('are answered only by owners and admins, only once, with one vocabulary', async () => {
    const req = await newArco(a.member.id);
    const byMember = await answer(a.member.id, req.id, 'completed', 'Listo', null);
    const byOutsider = await answer(b.owner.id, req.id, 'completed', 'Listo', null);
    expect([codeOf(byMember), codeOf(byOutsider)]).toEqual(['42501', '42501']);
    expect(byMember.ok ? '' : byMember.message).toBe(
      'Solo un propietario o administrador puede responder solicitudes ARCO.',
    );
    // The spec's answer wrote 'hecha'/'bloqueada'; we store the list's vocabulary only.
    expect(codeOf(await answer(a.admin.id, req.id, 'hecha', 'Listo', null))).toBe('22023');

    const done = await answer(
      a.admin.id,
      req.id,
      'completed',
      'Se entregó copia de los datos',
      'ignorada',
    );
    expect(done.ok && done.rows[0]).toMatchObject({
      estado: 'completed',
      respuesta_detalle: 'Se entregó copia de los datos',
      justificacion_rechazo: null,
      procesado_por: a.admin.id,
    });
    expect(done.ok && done.rows[0]!.fecha_respuesta).toBeInstanceOf(Date);
    // PT409: PostgREST answers HTTP 409 (55000 was a 500).
    expect(codeOf(await answer(a.owner.id, req.id, 'rejected', 'x', 'y'))).toBe('PT409');
  });

  it('a rejection needs a justification; processing requests can be answered too', async () => {
    const req = await newArco(a.member.id);
    expect(codeOf(await answer(a.owner.id, req.id, 'rejected', 'No procede', '  '))).toBe('22023');
    await asUser(a.admin.id, (db) =>
      db.query(`update public.arco_requests set estado = 'processing' where id = $1`, [req.id]),
    );
    const rejected = await answer(
      a.owner.id,
      req.id,
      'rejected',
      'No procede',
      'No se acreditó la identidad del titular',
    );
    expect(rejected.ok && rejected.rows[0]).toMatchObject({
      estado: 'rejected',
      justificacion_rechazo: 'No se acreditó la identidad del titular',
      procesado_por: a.owner.id,
    });
  });

  it('direct updates follow the same rules: admins only, answered requests and what was asked are final', async () => {
    const req = await newArco(a.member.id);
    const memberUpdate = await asUser(a.member.id, (db) =>
      tryUpdate(db, 'public.arco_requests', req.id, { estado: 'completed' }),
    );
    expect(memberUpdate.ok && memberUpdate.rowCount).toBe(0);
    const edits = await asUser(a.admin.id, async (db) => [
      codeOf(
        await tryUpdate(db, 'public.arco_requests', req.id, { detalles_solicitud: 'Otra cosa' }),
      ),
      codeOf(
        await tryUpdate(db, 'public.arco_requests', req.id, {
          fecha_limite_respuesta: '2099-01-01',
        }),
      ),
      codeOf(await tryUpdate(db, 'public.arco_requests', req.id, { estado: 'rejected' })),
      codeOf(
        await tryUpdate(db, 'public.arco_requests', req.id, {
          estado: 'completed',
          justificacion_rechazo: 'x',
        }),
      ),
    ]);
    expect(edits).toEqual(['42501', '42501', '23514', 'ok']);
    const [row] = await sql<ArcoRow>(
      `select ${arcoColumns} from public.arco_requests where id = $1`,
      [req.id],
    );
    expect(row).toMatchObject({
      estado: 'completed',
      procesado_por: a.admin.id,
      justificacion_rechazo: null,
    });
    expect(
      await asUser(a.admin.id, (db) =>
        errorCode(db, `update public.arco_requests set estado = 'processing' where id = $1`, [
          req.id,
        ]),
      ),
    ).toBe('55000');
  });
});

describe('export_client_data', () => {
  interface ExportDoc {
    export_date: string;
    disclaimer: string;
    client_data: {
      id: string;
      name: string;
      expedientes: Array<{ id: string; client_id: string }>;
      documents: Array<{ id: string; expediente_id: string; variables?: unknown }>;
      consent_logs: Array<{ client_id: string }>;
      arco_requests: Array<{ client_id: string }>;
    };
  }

  it("gives owners and admins exactly that client's data, and logs the export", async () => {
    const otherClient = await insertClient(a.id, { name: 'Otro Cliente' });
    await insertExpediente(a.id, otherClient);
    const out = await asUser(a.admin.id, async (db) => {
      const r = await db.query<{ e: ExportDoc }>('select public.export_client_data($1) as e', [
        data.clientId,
      ]);
      return r.rows[0]!.e;
    });
    expect(out.disclaimer).toBe('Exportación de datos personales según LFPDPPP y GDPR');
    expect(Number.isNaN(Date.parse(out.export_date))).toBe(false);
    expect(out.client_data).toMatchObject({ id: data.clientId, email: 'cliente@example.mx' });
    expect(out.client_data).not.toHaveProperty('search_text');

    const [expected] = await sql<{
      expedientes: string[];
      documents: string[];
      consents: number;
      arcos: number;
    }>(
      `select array(select id::text from public.expedientes where client_id = $1 order by created_at) as expedientes,
              array(select d.id::text from public.documents d join public.expedientes e on e.id = d.expediente_id
                    where e.client_id = $1 order by d.created_at) as documents,
              (select count(*)::int from public.consent_logs where client_id = $1) as consents,
              (select count(*)::int from public.arco_requests where client_id = $1) as arcos`,
      [data.clientId],
    );
    expect(out.client_data.expedientes.map((e) => e.id)).toEqual(expected!.expedientes);
    expect(out.client_data.expedientes.every((e) => e.client_id === data.clientId)).toBe(true);
    expect(out.client_data.documents.map((d) => d.id)).toEqual(expected!.documents);
    expect(out.client_data.documents.every((d) => d.variables === undefined)).toBe(true);
    expect(out.client_data.consent_logs).toHaveLength(expected!.consents);
    expect(out.client_data.arco_requests).toHaveLength(expected!.arcos);
    expect(
      [...out.client_data.consent_logs, ...out.client_data.arco_requests].every(
        (r) => r.client_id === data.clientId,
      ),
    ).toBe(true);
    expect(JSON.stringify(out)).not.toContain(otherClient);

    const logs = await sql<{
      actor_id: string;
      detalles: { exported_at: string };
      cumplimiento_normativo: string[];
    }>(
      `select actor_id, detalles, cumplimiento_normativo from public.compliance_logs
       where entidad_id = $1 and evento_tipo = 'data_export' and actor_id is not null`,
      [data.clientId],
    );
    expect(logs).toEqual([
      {
        actor_id: a.admin.id,
        detalles: { exported_at: expect.any(String) as unknown },
        cumplimiento_normativo: ['LFPDPPP', 'GDPR'],
      },
    ]);
  });

  it('refuses members and other offices (42501) and logs nothing', async () => {
    const before = await sql<{ n: number }>(
      `select count(*)::int as n from public.compliance_logs where entidad_id = $1`,
      [dataB.clientId],
    );
    expect(
      await asUser(b.member.id, (db) =>
        errorCode(db, 'select public.export_client_data($1)', [dataB.clientId]),
      ),
    ).toBe('42501');
    expect(
      await asUser(a.owner.id, (db) =>
        errorCode(db, 'select public.export_client_data($1)', [dataB.clientId]),
      ),
    ).toBe('42501');
    expect(
      await asAnon((db) => errorCode(db, 'select public.export_client_data($1)', [dataB.clientId])),
    ).toBe('42501');
    const after = await sql<{ n: number }>(
      `select count(*)::int as n from public.compliance_logs where entidad_id = $1`,
      [dataB.clientId],
    );
    expect(after).toEqual(before);
  });
});

describe('delete_client_data', () => {
  const countsFor = async (clientId: string) =>
    (
      await sql<Record<string, number>>(
        `select (select count(*)::int from public.clients where id = $1) as clients,
                (select count(*)::int from public.expedientes where client_id = $1) as expedientes,
                (select count(*)::int from public.consent_logs where client_id = $1) as consents,
                (select count(*)::int from public.arco_requests where client_id = $1) as arcos,
                (select count(*)::int from public.client_portal_links where client_id = $1) as links,
                (select count(*)::int from public.notification_preferences where client_id = $1) as preferences`,
        [clientId],
      )
    )[0]!;

  it('refuses members and other offices, and deletes nothing', async () => {
    const before = await countsFor(data.clientId);
    expect(
      await asUser(a.member.id, (db) =>
        errorCode(db, 'select public.delete_client_data($1)', [data.clientId]),
      ),
    ).toBe('42501');
    expect(
      await asUser(b.owner.id, (db) =>
        errorCode(db, 'select public.delete_client_data($1)', [data.clientId]),
      ),
    ).toBe('42501');
    expect(await countsFor(data.clientId)).toEqual(before);
    const [logs] = await sql<{ n: number }>(
      `select count(*)::int as n from public.compliance_logs where entidad_id = $1 and evento_tipo = 'data_deletion'`,
      [data.clientId],
    );
    expect(logs!.n).toBe(0);
  });

  it('logs the erasure, removes the client and everything hanging off it, and lists the files to remove', async () => {
    const office = await createOffice('Borrado');
    const mine = await seedOffice(office);
    const bystander = await insertClient(office.id, { name: 'Se queda' });
    const bystanderCase = await insertExpediente(office.id, bystander);
    const looseFile = `${office.id}/${mine.expedienteId}/upload/suelto.pdf`;
    await sql(`insert into storage.objects (bucket_id, name) values ('documents', $1)`, [
      looseFile,
    ]);

    const result = await asUser(office.owner.id, async (db) => {
      const r = await db.query<{ r: { deleted_at: string; storage_paths: string[] } }>(
        'select public.delete_client_data($1) as r',
        [mine.clientId],
      );
      return r.rows[0]!.r;
    });
    expect(result.storage_paths.sort()).toEqual(
      [
        mine.storageObjectName,
        `${office.id}/${mine.expedienteId}/generados/escritura.pdf`,
        looseFile,
      ].sort(),
    );
    expect(await countsFor(mine.clientId)).toEqual({
      clients: 0,
      expedientes: 0,
      consents: 0,
      arcos: 0,
      links: 0,
      preferences: 0,
    });
    const [gone] = await sql<Record<string, number>>(
      `select (select count(*)::int from public.documents where id = $1) as documents,
              (select count(*)::int from public.tareas where id = $2) as tareas,
              (select count(*)::int from public.signature_requests where id = $3) as signatures,
              (select count(*)::int from public.documentos_generados where id = $4) as generated`,
      [mine.documentId, mine.tareaId, mine.signatureRequestId, mine.documentoGeneradoId],
    );
    expect(gone).toEqual({ documents: 0, tareas: 0, signatures: 0, generated: 0 });
    // The office and the other client are untouched.
    expect(
      (await sql('select 1 from public.expedientes where id = $1', [bystanderCase])).length,
    ).toBe(1);

    const logs = await sql<{ actor_id: string; detalles: Record<string, unknown>; org_id: string }>(
      `select actor_id, detalles, org_id from public.compliance_logs where entidad_id = $1 and evento_tipo = 'data_deletion'`,
      [mine.clientId],
    );
    expect(logs).toEqual([
      {
        actor_id: office.owner.id,
        org_id: office.id,
        detalles: { deleted_at: result.deleted_at, expedientes: 1, documents: 1 },
      },
    ]);
    // The audit trail shows the erasure, without the client's personal data.
    const audit = await sql<{
      entity: string;
      action: string;
      actor_id: string;
      changed: Record<string, unknown>;
    }>(
      `select entity, action, actor_id, changed from public.audit_logs where org_id = $1 and entity_id = $2 order by created_at, action`,
      [office.id, mine.clientId],
    );
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['insert', 'data_deletion', 'delete']),
    );
    const deletion = audit.find((r) => r.action === 'delete')!;
    expect(deletion).toMatchObject({
      entity: 'clients',
      actor_id: office.owner.id,
      changed: { name: '[redactado]', email: '[redactado]' },
    });
    expect(JSON.stringify(audit)).not.toContain('cliente@example.mx');
  });
});

describe('consent logs', () => {
  const insertConsent = (headers: Record<string, string>) =>
    asUser(
      a.member.id,
      async (db) =>
        (
          await db.query<{ ip: string | null; user_agent: string; registrado_por: string }>(
            `insert into public.consent_logs (org_id, client_id, tipo_consentimiento, metodo_captura, ip_address)
             values ($1, $2, 'marketing', 'web_form', '127.0.0.1')
             returning host(ip_address) as ip, user_agent, registrado_por`,
            [a.id, data.clientId],
          )
        ).rows[0]!,
      { headers },
    );

  it("record the address the proxy saw (not the client's claim nor a loopback placeholder) and who registered them", async () => {
    // As PostgREST receives it behind Kong: the client wrote the first x-forwarded-for entry,
    // the proxy appended the peer address and set x-real-ip to it.
    const [proxied, withoutHeader] = await Promise.all([
      insertConsent({
        'x-forwarded-for': '203.0.113.9, 198.51.100.77',
        'x-real-ip': '198.51.100.77',
        'user-agent': 'Mozilla/5.0 Prueba',
      }),
      insertConsent({}),
    ]);
    expect(proxied).toEqual({
      ip: '198.51.100.77',
      user_agent: 'Mozilla/5.0 Prueba',
      registrado_por: a.member.id,
    });
    expect(withoutHeader.ip).toBeNull();
  });

  it.each([
    [
      "Cloudflare's cf-connecting-ip first (hosted projects)",
      {
        'cf-connecting-ip': '198.51.100.8',
        'x-real-ip': '172.64.0.9',
        'x-forwarded-for': '203.0.113.9, 198.51.100.8, 172.64.0.9',
      },
      '198.51.100.8',
    ],
    [
      'the last x-forwarded-for entry when the proxy sets nothing else',
      { 'x-forwarded-for': '203.0.113.9, 10.1.2.3, 198.51.100.9' },
      '198.51.100.9',
    ],
    [
      'nothing when the trusted header is malformed (no fall-through to the client-written one)',
      { 'x-real-ip': 'no-es-una-ip', 'x-forwarded-for': '203.0.113.9' },
      null,
    ],
  ])('take %s', async (_what, headers, expected) => {
    expect((await insertConsent(headers)).ip).toBe(expected);
  });

  it('can be revoked once, not revived or rewritten', async () => {
    const codes = await asUser(a.member.id, async (db) => {
      const ins = await tryInsert(db, 'public.consent_logs', {
        org_id: a.id,
        client_id: data.clientId,
        tipo_consentimiento: 'marketing',
        metodo_captura: 'verbal',
      });
      const id = ins.ok ? ins.rows[0]!.id : '';
      const revoked = await tryUpdate<{ revocado_en: Date | null }>(db, 'public.consent_logs', id, {
        vigente: false,
      });
      return [
        revoked.ok && revoked.rows[0]!.revocado_en instanceof Date ? 'revoked' : codeOf(revoked),
        codeOf(await tryUpdate(db, 'public.consent_logs', id, { vigente: true })),
        codeOf(
          await tryUpdate(db, 'public.consent_logs', id, { tipo_consentimiento: 'profiling' }),
        ),
      ];
    });
    expect(codes).toEqual(['revoked', '23514', '42501']);
  });
});

describe('security incidents', () => {
  it('any member reports one; only owners and admins manage it', async () => {
    const id = await asUser(a.member.id, async (db) => {
      const r = await db.query<{ id: string; investigador_asignado: string; severidad: string }>(
        `insert into public.security_incidents (org_id, tipo_incidente, descripcion, datos_afectados)
         values ($1, 'Correo de phishing', 'Se recibió un correo sospechoso', '{correo}') returning id, investigador_asignado, severidad`,
        [a.id],
      );
      expect(r.rows[0]).toMatchObject({ investigador_asignado: a.member.id, severidad: 'medium' });
      return r.rows[0]!.id;
    });
    const byMember = await asUser(a.member.id, (db) =>
      tryUpdate(db, 'public.security_incidents', id, { estado: 'resolved' }),
    );
    expect(byMember.ok && byMember.rowCount).toBe(0);
    const byAdmin = await asUser(a.admin.id, (db) =>
      tryUpdate<{ estado: string }>(db, 'public.security_incidents', id, {
        estado: 'contained',
        notificado_usuarios: true,
      }),
    );
    expect(byAdmin.ok && byAdmin.rows[0]!.estado).toBe('contained');
  });
});

/**
 * request.headers as PostgREST gets them behind the gateway: the client may have sent its own
 * x-forwarded-for (`claimed`); the proxy appends the peer address and sets x-real-ip to it.
 */
const proxied = (peer: string, claimed?: string) => ({
  'x-forwarded-for': claimed ? `${claimed}, ${peer}` : peer,
  'x-real-ip': peer,
});

describe('contact messages', () => {
  let staff: TestUser;
  const staffClaims = { app_metadata: { platform_role: 'staff' } };

  beforeAll(async () => {
    staff = await createUser('staff');
  });

  const send = (email: string, ip: string, fields: Record<string, unknown> = {}) =>
    asAnon(
      async (db) =>
        attempt<{ ip: string | null }>(
          db,
          `insert into public.contact_messages (name, email, phone, message, user_agent${Object.keys(
            fields,
          )
            .map((k) => `, ${k}`)
            .join('')})
           values ('Lucía', $1, null, 'Quiero una demo para mi notaría', 'Prueba'${Object.keys(
             fields,
           )
             .map((_, i) => `, $${i + 2}`)
             .join('')})`,
          [email, ...Object.values(fields)],
        ),
      { headers: proxied(ip) },
    );

  it('allows 5 messages per e-mail in 10 minutes, then refuses with a clear Spanish error', async () => {
    const email = `lead-${randomUUID().slice(0, 8)}@example.mx`;
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await send(email, `198.51.100.${i + 1}`));
    expect(results.map(codeOf)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429']);
    const last = results[5]!;
    expect(last.ok ? '' : last.message).toBe(
      'Demasiados mensajes: espera unos minutos antes de volver a escribir.',
    );
    // Another e-mail from a fresh address is fine.
    expect(
      codeOf(await send(`other-${randomUUID().slice(0, 8)}@example.mx`, '198.51.100.200')),
    ).toBe('ok');
  });

  it('allows 5 messages per client address in 10 minutes, whatever the e-mail', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const results = [];
    for (let i = 0; i < 6; i += 1)
      results.push(codeOf(await send(`lead-${randomUUID().slice(0, 8)}@example.mx`, ip)));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429']);
  });

  it('does not let a forged leading x-forwarded-for open a fresh bucket for the same address', async () => {
    const peer = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      const outcome = await asAnon(
        (db) =>
          attempt(
            db,
            `insert into public.contact_messages (name, email, message)
             values ('Lucía', $1, 'Quiero una demo')`,
            [`lead-${randomUUID().slice(0, 8)}@example.mx`],
          ),
        // Each message claims another origin; the proxy-seen address stays the same.
        { headers: proxied(peer, `203.0.113.${i + 1}`) },
      );
      results.push(codeOf(outcome));
    }
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429']);
  });

  it('records the address from the request, and a sender cannot mark their own message processed', async () => {
    const email = `ip-${randomUUID().slice(0, 8)}@example.mx`;
    const sent = await asAnon(
      (db) =>
        attempt(
          db,
          `insert into public.contact_messages (name, email, message, ip)
           values ('Lucía', $1, 'Quiero una demo', '127.0.0.1')`,
          [email],
        ),
      { headers: proxied('203.0.113.50', '10.0.0.1') },
    );
    expect(codeOf(sent)).toBe('ok');
    const [row] = await sql<{ ip: string; processed_at: Date | null }>(
      'select host(ip) as ip, processed_at from public.contact_messages where email = $1',
      [email],
    );
    expect(row).toEqual({ ip: '203.0.113.50', processed_at: null });
    expect(
      codeOf(
        await send(`p-${randomUUID().slice(0, 8)}@example.mx`, '203.0.113.51', {
          processed_at: new Date().toISOString(),
        }),
      ),
    ).toBe('42501');
    expect(
      codeOf(await asAnon((db) => attempt(db, 'select count(*) from public.contact_messages'))),
    ).toBe('42501');
  });

  it('are read and handled only by platform staff, who soft-delete but never hard-delete', async () => {
    const email = `inbox-${randomUUID().slice(0, 8)}@example.mx`;
    await send(email, '203.0.113.77');
    const [msg] = await sql<{ id: string }>(
      'select id from public.contact_messages where email = $1',
      [email],
    );
    const id = msg!.id;

    const visibleTo = async (userId: string, claims: Record<string, unknown> = {}) =>
      asUser(
        userId,
        async (db) =>
          (
            await db.query<{ n: number }>(
              'select count(*)::int as n from public.contact_messages where id = $1',
              [id],
            )
          ).rows[0]!.n,
        { claims },
      );
    expect(await visibleTo(a.owner.id)).toBe(0);
    expect(await visibleTo(staff.id, staffClaims)).toBe(1);

    const handled = await asUser(
      staff.id,
      async (db) => [
        codeOf(
          await tryUpdate(db, 'public.contact_messages', id, {
            processed_at: new Date().toISOString(),
          }),
        ),
        codeOf(await tryUpdate(db, 'public.contact_messages', id, { message: 'Reescrito' })),
        codeOf(await attempt(db, 'delete from public.contact_messages where id = $1', [id])),
        codeOf(
          await tryUpdate(db, 'public.contact_messages', id, {
            deleted_at: new Date().toISOString(),
          }),
        ),
      ],
      { claims: staffClaims },
    );
    expect(handled).toEqual(['ok', '42501', '42501', 'ok']);
    const [row] = await sql<{ processed_by: string; deleted: boolean; message: string }>(
      'select processed_by, deleted_at is not null as deleted, message from public.contact_messages where id = $1',
      [id],
    );
    expect(row).toEqual({
      processed_by: staff.id,
      deleted: true,
      message: 'Quiero una demo para mi notaría',
    });
    const byOwner = await asUser(a.owner.id, (db) =>
      tryUpdate(db, 'public.contact_messages', id, { processed_at: null }),
    );
    expect(byOwner.ok && byOwner.rowCount).toBe(0);
  });

  it('the service role can still purge old leads', async () => {
    const code = await asServiceRole(
      (db) =>
        errorCode(
          db,
          `delete from public.contact_messages where created_at < now() - interval '10 years'`,
        ),
      { rollback: true },
    );
    expect(code).toBeNull();
  });
});
