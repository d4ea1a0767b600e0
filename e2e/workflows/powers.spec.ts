// Both power flows from the first step to the closed case, with every validation message of
// 001 §5 and what each step stores (case, folio, parties, flow, task, draft, validity, status).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, insertRow, selectRows, test } from '../support';
import { choose, createClient, mexicoDate, toastText } from './workflows-helpers';

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

// Long journeys with several axe scans: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('poder general: every rule, then a closed case with its draft', async ({
  signedInPage: page,
  account,
}) => {
  await createClient(account.orgId, 'Ana Otorgante');
  await createClient(account.orgId, 'Beto Apoderado');
  await page.goto('/app/flujos/poder-general');
  await expect(page.getByRole('heading', { name: 'Poder General', level: 1 })).toBeVisible();
  await expect(page.getByText('Paso 1 de 4')).toBeVisible();
  await expect(page.getByText('25%')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progreso del flujo' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/app');
  await expectNoAxeViolations(page);

  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Seleccione otorgante y apoderado');
  await choose(page, 'Otorgante', 'Ana Otorgante');
  await choose(page, 'Apoderado', 'Ana Otorgante');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('El otorgante y apoderado deben ser diferentes');
  await choose(page, 'Apoderado', 'Beto Apoderado');
  await next(page);
  await expect(toastText(page, 'Expediente creado exitosamente')).toBeVisible();
  await expect(page.getByText('Paso 2 de 4')).toBeVisible();
  await expect(page.getByText('50%')).toBeVisible();

  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Defina el objeto del poder');
  const vencimiento = page.getByLabel('Fecha de vencimiento (opcional)');
  await expect(vencimiento).toHaveAttribute('min', mexicoDate());
  await choose(page, 'Objeto del poder', 'Pleitos y cobranzas');
  await expectNoAxeViolations(page);
  await next(page);
  await expect(page.getByText('Paso 3 de 4')).toBeVisible();
  await expect(page.getByText('Indefinida')).toBeVisible();

  await next(page);
  await expect(toastText(page, 'Documento generado')).toBeVisible();
  await expect(page.getByText('Paso 4 de 4')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/app\/expedientes\/[0-9a-f-]{36}$/);

  const id = page.url().split('/').pop()!;
  const [caso] = await selectRows<{ status: string; folio: string; tipo: string }>(
    'expedientes',
    'status, folio, tipo',
    { id },
  );
  expect(caso).toMatchObject({ status: 'cerrado', tipo: 'poder_general' });
  expect(caso!.folio).toMatch(/^PG-\d{4}-\d{4}$/);
  const [flujo] = await selectRows<{ paso_actual: number; pasos: { completado: boolean }[] }>(
    'flujos',
    'paso_actual, pasos',
    { expediente_id: id },
  );
  expect(flujo!.paso_actual).toBe(4);
  expect(flujo!.pasos.every((p) => p.completado)).toBe(true);
  const tareas = await selectRows<{ titulo: string }>('tareas', 'titulo', { expediente_id: id });
  expect(tareas.map((t) => t.titulo)).toEqual(['Revisar documentos del cliente']);
  const partes = await selectRows<{ rol: string; nombre: string }>(
    'expediente_partes',
    'rol, nombre',
    {
      expediente_id: id,
    },
  );
  expect(partes.map((p) => `${p.rol}:${p.nombre}`).sort()).toEqual([
    'apoderado:Beto Apoderado',
    'otorgante:Ana Otorgante',
  ]);
  const docs = await selectRows<{
    status: string;
    doc_type: string;
    variables: Record<string, unknown>;
  }>('documents', 'status, doc_type, variables', { expediente_id: id });
  expect(docs).toHaveLength(1);
  expect(docs[0]).toMatchObject({ status: 'draft', doc_type: 'poder_general' });
  expect(docs[0]!.variables).toMatchObject({
    objeto_poder: 'pleitos y cobranzas',
    fecha_vencimiento: null,
  });
});

test('poder de mandato: subject and a future validity, then a closed case', async ({
  signedInPage: page,
  account,
}) => {
  await createClient(account.orgId, 'Carla Mandante');
  await createClient(account.orgId, 'Diego Mandatario');
  await page.goto('/app/flujos/poder-mandato');
  await expect(
    page.getByRole('heading', { name: 'Poder de Mandato Especial', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Paso 1 de 4')).toBeVisible();

  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Seleccione otorgante y mandatario');
  await choose(page, 'Otorgante', 'Carla Mandante');
  await choose(page, 'Mandatario', 'Diego Mandatario');
  await next(page);
  await expect(page.getByText('Paso 2 de 4')).toBeVisible();

  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Defina la materia y vigencia del mandato');
  await choose(page, 'Materia del mandato', 'Compraventa de inmueble particular');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Defina la materia y vigencia del mandato');
  const vigencia = page.getByLabel('Vigencia hasta');
  await expect(vigencia).toHaveAttribute('min', mexicoDate());
  await vigencia.fill(mexicoDate());
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('La vigencia debe ser futura');
  const tomorrow = mexicoDate(1);
  await vigencia.fill(tomorrow);
  await page.getByLabel('Limitaciones').fill('Solo el inmueble de la calle Roble 12.');
  await expectNoAxeViolations(page);
  await next(page);
  await expect(page.getByText('Paso 3 de 4')).toBeVisible();

  // Previous goes back without losing what was typed.
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByLabel('Vigencia hasta')).toHaveValue(tomorrow);
  await next(page);
  await next(page);
  await expect(page.getByText('Paso 4 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/app\/expedientes\/[0-9a-f-]{36}$/);

  const id = page.url().split('/').pop()!;
  const [caso] = await selectRows<{ status: string; vigencia_hasta: string; folio: string }>(
    'expedientes',
    'status, vigencia_hasta, folio',
    { id },
  );
  expect(caso).toMatchObject({ status: 'cerrado', vigencia_hasta: tomorrow });
  expect(await selectRows('tareas', 'id', { expediente_id: id })).toHaveLength(0);
  const docs = await selectRows<{ variables: Record<string, unknown> }>('documents', 'variables', {
    expediente_id: id,
  });
  expect(docs[0]!.variables).toMatchObject({
    materia_mandato: 'compraventa de inmueble particular',
    vigencia_hasta: tomorrow,
    limitaciones: 'Solo el inmueble de la calle Roble 12.',
  });
});

test('with an active poder plantilla, the draft step also generates the deed', async ({
  signedInPage: page,
  account,
}) => {
  await createClient(account.orgId, 'Fer Otorgante');
  await createClient(account.orgId, 'Gabi Apoderada');
  await insertRow('plantillas', {
    org_id: account.orgId,
    nombre: 'Poder general de la notaría',
    tipo_acto: 'poder_general',
    contenido:
      '# PODER GENERAL\nExpediente {{folio}}\n{{otorgante_nombre}} otorga poder general a {{apoderado_nombre}}.',
  });
  await page.goto('/app/flujos/poder-general');
  await choose(page, 'Otorgante', 'Fer Otorgante');
  await choose(page, 'Apoderado', 'Gabi Apoderada');
  await next(page);
  await expect(page.getByText('Paso 2 de 4')).toBeVisible();
  await choose(page, 'Objeto del poder', 'Actos de dominio');
  await page.getByLabel('Fecha de vencimiento (opcional)').fill(mexicoDate(365));
  await next(page);
  await expect(page.getByText('Paso 3 de 4')).toBeVisible();
  await next(page);
  // The first call of generate-document boots its Deno worker.
  await expect(page.getByText('Paso 4 de 4')).toBeVisible({ timeout: 120_000 });
  await expect(
    page.getByText('También se generó el instrumento con la plantilla de la notaría.'),
  ).toBeVisible();

  const [job] = await selectRows<{ estado: string; expediente_id: string }>(
    'generaciones',
    'estado, expediente_id',
    {
      org_id: account.orgId,
    },
  );
  expect(job!.estado).toBe('done');
  const generated = await selectRows<{ path_pdf: string; sha256: string }>(
    'documentos_generados',
    'path_pdf, sha256',
    {
      expediente_id: job!.expediente_id,
    },
  );
  expect(generated).toHaveLength(1);
  expect(generated[0]!.path_pdf).toMatch(/\.pdf$/);
  const [caso] = await selectRows<{ vigencia_hasta: string }>('expedientes', 'vigencia_hasta', {
    id: job!.expediente_id,
  });
  expect(caso!.vigencia_hasta).toBe(mexicoDate(365));
});
