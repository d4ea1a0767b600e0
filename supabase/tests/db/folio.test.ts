// Office settings created with the office, and folio numbering: format, one series per case
// type, who may ask for one, and no duplicates under concurrency.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../helpers';
import { createOffice, type Office } from './fixtures';
import { asAnon, asServiceRole, asUser, attempt, errorCode } from './roles';

const year = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(
    new Date(),
  ),
);

/** The folio of a case the user opens as the app does (create_expediente). */
async function folio(userId: string, orgId: string, tipo: string): Promise<string> {
  return asUser(userId, async (db) => {
    const r = await db.query<{ f: string }>(
      `select (public.create_expediente($1, 'Caso', $2)).folio as f`,
      [orgId, tipo],
    );
    return r.rows[0]!.f;
  });
}

let a: Office;
let b: Office;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
});

describe('org_settings', () => {
  it('is created with the office, with every default of the spec', async () => {
    const [row] = await sql<Record<string, unknown>>(
      `select nombre_notaria, datos_notario, series_folio, plazos_sla, textos_institucionales ? 'aviso_privacidad' as aviso,
              configuracion_firma, configuracion_notificaciones, politica_retencion_meses, configuracion_compliance
       from public.org_settings where org_id = $1`,
      [a.id],
    );
    const series = (prefijo: string) => ({
      prefijo,
      formato: 'PREFIX-{YEAR}-{NUMBER:4}',
      contador_actual: 1,
    });
    expect(row).toEqual({
      nombre_notaria: a.name,
      datos_notario: {
        nombre: '',
        numero: '',
        circunscripcion: '',
        telefono: '',
        email: '',
        direccion: '',
      },
      series_folio: {
        compraventa: series('CV'),
        poder_general: series('PG'),
        poder_mandato: series('PM'),
        testamento: series('TEST'),
      },
      plazos_sla: {
        compraventa: { dias_limite: 30, recordatorios_dias_antes: [7, 3, 1] },
        poder_general: { dias_limite: 15, recordatorios_dias_antes: [5, 2] },
        poder_mandato: { dias_limite: 20, recordatorios_dias_antes: [5, 2] },
        testamento: { dias_limite: 45, recordatorios_dias_antes: [10, 5, 2] },
      },
      aviso: true,
      configuracion_firma: {
        requiere_testigos: false,
        tipos_firma_permitidos: ['fisica', 'electronica'],
        lugar_firma_predeterminado: '',
      },
      configuracion_notificaciones: { canales_activos: ['email'], email_remitente: '' },
      politica_retencion_meses: 60,
      configuracion_compliance: {
        auditoria_activada: true,
        enmascarado_pii: true,
        backup_automatico: true,
        notificacion_brechas: true,
      },
    });
  });

  it('the first member of an office is its owner; the service role can create both', async () => {
    const roles = await asServiceRole(
      async (db) => {
        const org = await db.query<{ id: string }>(
          `insert into public.organizations (name) values ('Notaría Nueva') returning id`,
        );
        const id = org.rows[0]!.id;
        const first = await db.query<{ role: string }>(
          `insert into public.memberships (org_id, user_id, role) values ($1, $2, 'member') returning role`,
          [id, b.member.id],
        );
        const second = await db.query<{ role: string }>(
          `insert into public.memberships (org_id, user_id, role) values ($1, $2, 'member') returning role`,
          [id, b.colleague.id],
        );
        return [first.rows[0]!.role, second.rows[0]!.role];
      },
      { rollback: true },
    );
    expect(roles).toEqual(['owner', 'member']);
  });
});

describe('folio series', () => {
  it('formats PREFIX-{YEAR}-{NUMBER:4} and numbers each type on its own', async () => {
    const office = await createOffice('Folios');
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe(`CV-${year}-0001`);
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe(`CV-${year}-0002`);
    expect(await folio(office.admin.id, office.id, 'poder_general')).toBe(`PG-${year}-0001`);
    expect(await folio(office.admin.id, office.id, 'poder_mandato')).toBe(`PM-${year}-0001`);
    expect(await folio(office.owner.id, office.id, 'testamento')).toBe(`TEST-${year}-0001`);
    // Another office has its own counters.
    expect(await folio(b.member.id, b.id, 'compraventa')).toBe(`CV-${year}-0001`);
  });

  it('is not an API function: members, outsiders and anon get 42501', async () => {
    for (const user of [a.member, a.owner, b.owner]) {
      expect(
        await asUser(user.id, (db) =>
          errorCode(db, 'select public.generate_folio($1, $2)', [a.id, 'compraventa']),
        ),
      ).toBe('42501');
    }
    expect(
      await asAnon((db) =>
        errorCode(db, 'select public.generate_folio($1, $2)', [a.id, 'compraventa']),
      ),
    ).toBe('42501');
    const outsider = await asUser(b.owner.id, (db) =>
      attempt(db, `select public.create_expediente($1, 'Intruso', 'compraventa')`, [a.id]),
    );
    expect(outsider.ok ? '' : outsider.message).toBe('No tienes acceso a esta organización.');
    // Trusted code (edge functions) may still ask for one.
    expect(
      await asServiceRole(
        async (db) =>
          (
            await db.query<{ f: string }>('select public.generate_folio($1, $2) as f', [
              a.id,
              'testamento',
            ])
          ).rows[0]!.f,
        { rollback: true },
      ),
    ).toMatch(/^TEST-/);
  });

  it('never hands out the same folio to 20 concurrent callers', async () => {
    const office = await createOffice('Concurrencia');
    const users = [office.owner, office.admin, office.member, office.colleague];
    const folios = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        folio(users[i % users.length]!.id, office.id, 'compraventa'),
      ),
    );
    expect(new Set(folios).size).toBe(20);
    expect([...folios].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `CV-${year}-${String(i + 1).padStart(4, '0')}`),
    );
    const [settings] = await sql<{ next: number }>(
      `select (series_folio -> 'compraventa' ->> 'contador_actual')::int as next from public.org_settings where org_id = $1`,
      [office.id],
    );
    expect(settings!.next).toBe(21);
  });

  it('skips numbers already used and never truncates a long number', async () => {
    const office = await createOffice('Contador');
    // The first case holds CV-…-0001.
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe(`CV-${year}-0001`);
    // An admin moves the counter back: the used folio is skipped, not duplicated.
    await asUser(office.admin.id, (db) =>
      db.query(
        `update public.org_settings set series_folio = jsonb_set(series_folio, '{compraventa,contador_actual}', '1') where org_id = $1`,
        [office.id],
      ),
    );
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe(`CV-${year}-0002`);
    await asUser(office.admin.id, (db) =>
      db.query(
        `update public.org_settings set series_folio = jsonb_set(series_folio, '{compraventa,contador_actual}', '12345') where org_id = $1`,
        [office.id],
      ),
    );
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe(`CV-${year}-12345`);
  });

  it('follows a custom format', async () => {
    const office = await createOffice('Formato');
    await asUser(office.owner.id, (db) =>
      db.query(
        `update public.org_settings
         set series_folio = series_folio || '{"testamento": {"prefijo": "T", "formato": "{YEAR}/PREFIX/{NUMBER:6}", "contador_actual": 7}}'
         where org_id = $1`,
        [office.id],
      ),
    );
    expect(await folio(office.member.id, office.id, 'testamento')).toBe(`${year}/T/000007`);
  });

  it('refuses a format without {NUMBER}, in Spanish, and the series keeps numbering', async () => {
    const office = await createOffice('Sin número');
    const refused = await asUser(office.admin.id, (db) =>
      attempt(
        db,
        `update public.org_settings
         set series_folio = jsonb_set(series_folio, '{compraventa,formato}', '"PREFIX-{YEAR}"')
         where org_id = $1`,
        [office.id],
      ),
    );
    expect(refused).toEqual({
      ok: false,
      code: '23514',
      message:
        'El formato de folio de la serie "compraventa" debe incluir {NUMBER} o {NUMBER:n} (por ejemplo PREFIX-{YEAR}-{NUMBER:4}).',
    });
    // The CHECK holds even for code that bypasses the trigger's message (the owner, a migration).
    await expect(
      sql(
        `alter table public.org_settings disable trigger org_settings_check_folio_formats;
         update public.org_settings
         set series_folio = jsonb_set(series_folio, '{compraventa,formato}', '"CV-{YEAR}"')
         where org_id = '${office.id}'`,
      ).finally(() =>
        sql('alter table public.org_settings enable trigger org_settings_check_folio_formats'),
      ),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe(`CV-${year}-0001`);
  });

  it('accepts {NUMBER}, {NUMBER:n} and a blank format (the default)', async () => {
    const office = await createOffice('Formatos válidos');
    await asUser(office.owner.id, (db) =>
      db.query(
        `update public.org_settings
         set series_folio = series_folio
           || '{"compraventa": {"prefijo": "CV", "formato": "N{NUMBER}", "contador_actual": 3}}'
           || '{"testamento": {"prefijo": "T", "formato": "  ", "contador_actual": 1}}'
         where org_id = $1`,
        [office.id],
      ),
    );
    expect(await folio(office.member.id, office.id, 'compraventa')).toBe('N3');
    expect(await folio(office.member.id, office.id, 'testamento')).toBe(`T-${year}-0001`);
  });

  it('keeps folios unique per office in expedientes', async () => {
    const code = await asUser(
      a.member.id,
      async (db) => {
        await db.query(
          `insert into public.expedientes (org_id, tipo, title, folio) values ($1, 'compraventa', 'Uno', 'CV-X-0001')`,
          [a.id],
        );
        return errorCode(
          db,
          `insert into public.expedientes (org_id, tipo, title, folio) values ($1, 'compraventa', 'Dos', 'CV-X-0001')`,
          [a.id],
        );
      },
      { rollback: true },
    );
    expect(code).toBe('23505');
    const otherOffice = await asUser(
      b.member.id,
      (db) =>
        errorCode(
          db,
          `insert into public.expedientes (org_id, tipo, title, folio) values ($1, 'compraventa', 'Uno', 'CV-X-0001')`,
          [b.id],
        ),
      { rollback: true },
    );
    expect(otherOffice).toBeNull();
  });
});
