// What a plain member (not owner/admin) cannot do on the compliance, settings and inbox screens,
// proved through the real API (PostgREST and Storage via supabase-js, as the browser calls it),
// not just hidden in the UI; and what owners/admins get when they are allowed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { anonKey, apiUrl, clientAs, createUser, sql, tokenFor } from '../helpers';
import {
  createOffice,
  insertClient,
  insertExpediente,
  seedOffice,
  type Office,
} from '../db/fixtures';

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('API A'), createOffice('API B')]);
});

async function newArcoRequest(orgId: string, clientId: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.arco_requests (org_id, client_id, tipo_solicitud, detalles_solicitud)
     values ($1, $2, 'access', 'Copia de mis datos') returning id`,
    [orgId, clientId],
  );
  return row!.id;
}

const complianceLogCount = async (clientId: string) =>
  (
    await sql<{ n: number }>(
      'select count(*)::int as n from public.compliance_logs where entidad_id = $1',
      [clientId],
    )
  )[0]!.n;

describe('ARCO answers through the API', () => {
  it('a member cannot answer, by RPC or by a direct update', async () => {
    const clientId = await insertClient(office.id);
    const requestId = await newArcoRequest(office.id, clientId);
    const member = clientAs(office.member);

    const rpc = await member.rpc('answer_arco_request', {
      p_request: requestId,
      p_estado: 'completed',
      p_detalle: 'Listo',
      p_justificacion: '',
    });
    expect(rpc.error?.code).toBe('42501');
    expect(rpc.error?.message).toBe(
      'Solo un propietario o administrador puede responder solicitudes ARCO.',
    );

    const direct = await member
      .from('arco_requests')
      .update({ estado: 'completed', respuesta_detalle: 'Listo' })
      .eq('id', requestId)
      .select('id');
    expect(direct.error).toBeNull();
    expect(direct.data).toEqual([]);

    const [row] = await sql<{ estado: string; procesado_por: string | null }>(
      'select estado, procesado_por from public.arco_requests where id = $1',
      [requestId],
    );
    expect(row).toEqual({ estado: 'received', procesado_por: null });
  });

  it('an admin answers completed, another request rejected with its justification', async () => {
    const clientId = await insertClient(office.id);
    const [first, second] = [
      await newArcoRequest(office.id, clientId),
      await newArcoRequest(office.id, clientId),
    ];
    const admin = clientAs(office.admin);
    const done = await admin.rpc('answer_arco_request', {
      p_request: first,
      p_estado: 'completed',
      p_detalle: 'Se entregó copia',
      p_justificacion: '',
    });
    expect(done.error).toBeNull();
    const rejected = await admin.rpc('answer_arco_request', {
      p_request: second,
      p_estado: 'rejected',
      p_detalle: 'No procede',
      p_justificacion: 'No se acreditó la identidad',
    });
    expect(rejected.error).toBeNull();

    const { data } = await admin
      .from('arco_requests')
      .select('id, estado, justificacion_rechazo, procesado_por')
      .in('id', [first, second])
      .order('created_at');
    expect(data).toEqual([
      {
        id: first,
        estado: 'completed',
        justificacion_rechazo: null,
        procesado_por: office.admin.id,
      },
      {
        id: second,
        estado: 'rejected',
        justificacion_rechazo: 'No se acreditó la identidad',
        procesado_por: office.admin.id,
      },
    ]);
  });
});

describe('export_client_data through the API', () => {
  it('is refused to a member and to another office, and logs nothing', async () => {
    const clientId = await insertClient(office.id);
    for (const caller of [clientAs(office.member), clientAs(other.owner)]) {
      const { data, error } = await caller.rpc('export_client_data', { p_client: clientId });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    expect(await complianceLogCount(clientId)).toBe(0);
  });

  it("gives an admin exactly that client's data and logs the export", async () => {
    const mine = await seedOffice(await createOffice('Export'));
    const [row] = await sql<{ org_id: string }>('select org_id from public.clients where id = $1', [
      mine.clientId,
    ]);
    const orgId = row!.org_id;
    const [{ user_id: adminId }] = (await sql<{ user_id: string }>(
      `select user_id from public.memberships where org_id = $1 and role = 'admin'`,
      [orgId],
    )) as [{ user_id: string }];
    const [{ email }] = (await sql<{ email: string }>(
      'select email from auth.users where id = $1',
      [adminId],
    )) as [{ email: string }];
    const bystander = await insertClient(orgId, { name: 'Vecino Ajeno' });
    await insertExpediente(orgId, bystander, { title: 'Asunto ajeno' });

    const { data, error } = await clientAs({ id: adminId, email }).rpc('export_client_data', {
      p_client: mine.clientId,
    });
    expect(error).toBeNull();
    const doc = data as {
      export_date: string;
      disclaimer: string;
      client_data: Record<string, unknown> & {
        id: string;
        expedientes: Array<{ id: string }>;
        documents: Array<{ id: string }>;
        consent_logs: Array<{ id: string }>;
        arco_requests: Array<{ id: string }>;
      };
    };
    expect(doc.disclaimer).toBe('Exportación de datos personales según LFPDPPP y GDPR');
    expect(doc.client_data.id).toBe(mine.clientId);
    expect(doc.client_data.expedientes.map((e) => e.id)).toEqual([mine.expedienteId]);
    expect(doc.client_data.documents.map((d) => d.id)).toEqual([mine.documentId]);
    expect(doc.client_data.consent_logs.map((c) => c.id)).toEqual([mine.consentId]);
    expect(doc.client_data.arco_requests.map((a) => a.id)).toEqual([mine.arcoId]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain(bystander);
    expect(text).not.toContain('Vecino Ajeno');
    expect(text).not.toContain('Asunto ajeno');

    const logs = await sql<{ actor_id: string; evento_tipo: string }>(
      `select actor_id, evento_tipo from public.compliance_logs
       where entidad_id = $1 and actor_id is not null`,
      [mine.clientId],
    );
    expect(logs).toEqual([{ actor_id: adminId, evento_tipo: 'data_export' }]);
  });
});

describe('delete_client_data through the API', () => {
  it('is refused to a member, by RPC or a direct delete, and nothing is lost', async () => {
    const clientId = await insertClient(office.id);
    const member = clientAs(office.member);
    const rpc = await member.rpc('delete_client_data', { p_client: clientId });
    expect(rpc.error?.code).toBe('42501');
    const direct = await member.from('clients').delete().eq('id', clientId).select('id');
    expect(direct.data).toEqual([]);
    expect((await sql('select 1 from public.clients where id = $1', [clientId])).length).toBe(1);
    expect(await complianceLogCount(clientId)).toBe(0);
  });

  it('lets an owner erase a client, then remove the listed files through Storage', async () => {
    const clientId = await insertClient(office.id, { name: 'Por Borrar' });
    const expedienteId = await insertExpediente(office.id, clientId);
    const path = `${office.id}/${expedienteId}/upload/${Date.now()}_ine.pdf`;
    // A member uploads the file, as the documents screen does.
    const upload = await clientAs(office.member)
      .storage.from('documents')
      .upload(path, new Blob(['%PDF-1.4 prueba'], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      });
    expect(upload.error).toBeNull();

    const owner = clientAs(office.owner);
    const { data, error } = await owner.rpc('delete_client_data', { p_client: clientId });
    expect(error).toBeNull();
    const result = data as { deleted_at: string; storage_paths: string[] };
    expect(result.storage_paths).toEqual([path]);

    const removed = await owner.storage.from('documents').remove(result.storage_paths);
    expect(removed.error).toBeNull();
    expect(
      (
        await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
          'documents',
          path,
        ])
      ).length,
    ).toBe(0);
    expect((await sql('select 1 from public.clients where id = $1', [clientId])).length).toBe(0);
    expect(
      await sql<{ evento_tipo: string; actor_id: string }>(
        'select evento_tipo, actor_id from public.compliance_logs where entidad_id = $1',
        [clientId],
      ),
    ).toEqual([{ evento_tipo: 'data_deletion', actor_id: office.owner.id }]);
  });
});

describe('organisation settings through the API', () => {
  it('a member reads the settings but cannot edit or create them', async () => {
    const member = clientAs(office.member);
    const read = await member
      .from('org_settings')
      .select('politica_retencion_meses')
      .eq('org_id', office.id)
      .single();
    expect(read.error).toBeNull();
    const update = await member
      .from('org_settings')
      .update({ politica_retencion_meses: 12 })
      .eq('org_id', office.id)
      .select('org_id');
    expect(update.data).toEqual([]);
    const insert = await member.from('org_settings').upsert({ org_id: office.id });
    expect(insert.error?.code).toBe('42501');
    const [row] = await sql<{ politica_retencion_meses: number }>(
      'select politica_retencion_meses from public.org_settings where org_id = $1',
      [office.id],
    );
    expect(row!.politica_retencion_meses).toBe(60);
  });

  it('when the row is missing, an admin inserts the defaults (first load); a member cannot', async () => {
    const fresh = await createOffice('Sin ajustes');
    await sql('delete from public.org_settings where org_id = $1', [fresh.id]);
    const byMember = await clientAs(fresh.member).from('org_settings').insert({ org_id: fresh.id });
    expect(byMember.error?.code).toBe('42501');
    const { data, error } = await clientAs(fresh.admin)
      .from('org_settings')
      .insert({ org_id: fresh.id })
      .select('politica_retencion_meses, series_folio, plazos_sla, configuracion_compliance')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      politica_retencion_meses: 60,
      series_folio: {
        compraventa: { prefijo: 'CV', formato: 'PREFIX-{YEAR}-{NUMBER:4}', contador_actual: 1 },
        testamento: { prefijo: 'TEST' },
      },
      plazos_sla: { compraventa: { dias_limite: 30, recordatorios_dias_antes: [7, 3, 1] } },
      configuracion_compliance: {
        auditoria_activada: true,
        enmascarado_pii: true,
        backup_automatico: true,
        notificacion_brechas: true,
      },
    });
  });

  it("an admin's new folio series is what the next case gets", async () => {
    const fresh = await createOffice('Folios');
    const admin = clientAs(fresh.admin);
    const { data: settings } = await admin
      .from('org_settings')
      .select('series_folio')
      .eq('org_id', fresh.id)
      .single();
    const series = {
      ...(settings!.series_folio as Record<string, unknown>),
      testamento: { prefijo: 'TPA', formato: 'PREFIX/{NUMBER:3}/{YEAR}', contador_actual: 7 },
    };
    const saved = await admin
      .from('org_settings')
      .update({ series_folio: series, politica_retencion_meses: 24 })
      .eq('org_id', fresh.id)
      .select('politica_retencion_meses');
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ politica_retencion_meses: 24 }]);

    const year = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
    }).format(new Date());
    const member = clientAs(fresh.member);
    const open = (title: string) =>
      member
        .rpc('create_expediente', { p_org_id: fresh.id, p_title: title, p_tipo: 'testamento' })
        .select('folio')
        .single();
    const first = await open('Primero');
    const second = await open('Segundo');
    expect([first.data?.folio, second.data?.folio]).toEqual([`TPA/007/${year}`, `TPA/008/${year}`]);

    // Out-of-range retention is refused by the database too (1–120).
    const tooLong = await admin
      .from('org_settings')
      .update({ politica_retencion_meses: 121 })
      .eq('org_id', fresh.id);
    expect(tooLong.error?.code).toBe('23514');
  });
});

describe('list-users through the Functions API', () => {
  it("answers owners and admins with the office's people, and refuses members", async () => {
    const forAdmin = await clientAs(office.admin).functions.invoke<{
      users: Array<{ id: string; email: string; role: string }>;
    }>('list-users', { body: { org_id: office.id } });
    expect(forAdmin.error).toBeNull();
    expect(forAdmin.data?.users.map((u) => u.id).sort()).toEqual(
      [office.owner.id, office.admin.id, office.member.id, office.colleague.id].sort(),
    );
    expect(forAdmin.data?.users.find((u) => u.id === office.member.id)).toMatchObject({
      email: office.member.email,
      role: 'member',
    });

    const forMember = await clientAs(office.member).functions.invoke('list-users', {
      body: { org_id: office.id },
    });
    expect(forMember.data).toBeNull();
    expect((forMember.error as { context?: Response } | null)?.context?.status).toBe(403);
    const forOutsider = await clientAs(other.owner).functions.invoke('list-users', {
      body: { org_id: office.id },
    });
    expect((forOutsider.error as { context?: Response } | null)?.context?.status).toBe(403);
  });
});

describe('contact inbox through the API', () => {
  const staffClient = async (user: { id: string; email: string }) => {
    const token = await tokenFor(user, { app_metadata: { platform_role: 'staff' } });
    return createClient(apiUrl, anonKey, { accessToken: async () => token });
  };

  it('office owners see nothing; platform staff read, mark processed (who, when) and hide', async () => {
    const [message] = await sql<{ id: string }>(
      `insert into public.contact_messages (name, email, message)
       values ('Lead', $1, 'Quiero una demo') returning id`,
      [`lead-${Date.now()}@example.mx`],
    );
    const ownerView = await clientAs(office.owner)
      .from('contact_messages')
      .select('id')
      .eq('id', message!.id);
    expect(ownerView.data).toEqual([]);

    const staffUser = await createUser('staff');
    const staff = await staffClient(staffUser);
    const seen = await staff.from('contact_messages').select('id').eq('id', message!.id);
    expect(seen.data).toEqual([{ id: message!.id }]);

    const processed = await staff
      .from('contact_messages')
      .update({ processed_at: new Date().toISOString() })
      .eq('id', message!.id)
      .select('processed_by, processed_at');
    expect(processed.error).toBeNull();
    expect(processed.data?.[0]?.processed_by).toBe(staffUser.id);

    const hidden = await staff
      .from('contact_messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', message!.id);
    expect(hidden.error).toBeNull();
    const [row] = await sql<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from public.contact_messages where id = $1',
      [message!.id],
    );
    expect(row!.deleted).toBe(true);
  });
});
