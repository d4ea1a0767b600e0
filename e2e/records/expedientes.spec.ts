import { adminClient, collectErrors, expect, expectNoAxeViolations, test } from './records-test';
import { chooseOption, toast } from './records-helpers';
import type { Page } from '@playwright/test';

const YEAR = new Date().getFullYear();

const TYPES = [
  {
    tipo: 'Compraventa',
    prefix: 'CV',
    tareas: [
      'Revisar documentos del cliente',
      'Validar identificaciones',
      'Solicitar certificado de libertad',
    ],
    pasos: 6,
    firstStep: 'Partes y Propiedad',
  },
  {
    tipo: 'Poder General',
    prefix: 'PG',
    tareas: ['Revisar documentos del cliente'],
    pasos: 4,
    firstStep: 'Otorgante y Apoderado',
  },
  {
    tipo: 'Poder de Mandato Especial',
    prefix: 'PM',
    tareas: ['Revisar documentos del cliente'],
    pasos: 4,
    firstStep: 'Mandante y Mandatario',
  },
  {
    tipo: 'Testamento Público Abierto',
    prefix: 'TEST',
    tareas: ['Revisar documentos del cliente'],
    pasos: 0,
    firstStep: null,
  },
] as const;

async function createClient(orgId: string, name: string): Promise<string> {
  const { data, error } = await adminClient()
    .from('clients')
    .insert({ org_id: orgId, name })
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

/** Fills "Nuevo Expediente" and waits for the case detail it opens. */
async function createExpediente(
  page: Page,
  fields: { title: string; tipo: string; client?: string; description?: string },
): Promise<string> {
  await page.goto('/app/expedientes/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Expediente' })).toBeVisible();
  await page.getByLabel('Título', { exact: true }).fill(fields.title);
  await chooseOption(page, 'Tipo', fields.tipo);
  if (fields.client) {
    await page.getByLabel('Cliente', { exact: true }).click();
    await page.getByLabel('Buscar cliente', { exact: true }).fill(fields.client);
    await page.getByRole('button', { name: new RegExp(fields.client) }).click();
  }
  if (fields.description) await page.getByLabel('Descripción').fill(fields.description);
  await page.getByRole('button', { name: 'Crear expediente' }).click();
  await expect(toast(page, 'Expediente creado exitosamente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fields.title })).toBeVisible();
  return (await page.getByTestId('expediente-folio').innerText()).trim();
}

test.describe('expedientes', () => {
  test('creates one of each type with its folio, tasks, flow and saved description', async ({
    signedInPage: page,
    account,
  }) => {
    // Four cases through the whole form: longer than one screen's default budget.
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await createClient(account.orgId, 'María Fernández');

    await page.goto('/app/expedientes/nuevo');
    await page.getByRole('button', { name: 'Crear expediente' }).click();
    await expect(page.getByText('Complete los campos requeridos').first()).toBeVisible();
    await expectNoAxeViolations(page);

    for (const type of TYPES) {
      const title = `${type.tipo} de prueba`;
      const folio = await createExpediente(page, {
        title,
        tipo: type.tipo,
        client: 'María Fernández',
        description: `Notas del ${type.tipo}`,
      });
      expect(folio).toBe(`${type.prefix}-${YEAR}-0001`);
      await expect(toast(page, `Folio: ${folio}`)).toBeVisible();
      await expect(page.getByText(`Notas del ${type.tipo}`)).toBeVisible();
      await expect(page.getByText('Nuevo', { exact: true })).toBeVisible();

      await page.getByRole('tab', { name: 'Tareas' }).click();
      const tareas = page
        .getByRole('list', { name: 'Tareas del expediente' })
        .getByRole('checkbox');
      await expect(tareas).toHaveCount(type.tareas.length);
      for (const tarea of type.tareas) {
        await expect(page.getByRole('checkbox', { name: tarea })).not.toBeChecked();
      }

      await page.getByRole('tab', { name: 'Flujo Guiado' }).click();
      if (type.firstStep) {
        const steps = page.getByRole('list', { name: 'Pasos del flujo' }).getByRole('listitem');
        await expect(steps).toHaveCount(type.pasos);
        await expect(steps.first()).toHaveAttribute('aria-current', 'step');
        await expect(steps.first()).toContainText(type.firstStep);
      } else {
        await expect(page.getByText(/Flujo general sin pasos/)).toBeVisible();
      }

      await page.getByRole('tab', { name: 'Cliente' }).click();
      await expect(page.getByText('María Fernández')).toBeVisible();
    }

    const { data } = await adminClient()
      .from('expedientes')
      .select('folio, status, description')
      .eq('org_id', account.orgId)
      .order('folio');
    expect(data?.map((row) => row.status)).toEqual(['nuevo', 'nuevo', 'nuevo', 'nuevo']);
    expect(data?.every((row) => typeof row.description === 'string')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('says "Error al generar folio" when the series is missing, keeps the form and creates nothing', async ({
    signedInPage: page,
    account,
  }) => {
    const admin = adminClient();
    const { data: settings, error: readError } = await admin
      .from('org_settings')
      .select('series_folio')
      .eq('org_id', account.orgId)
      .single();
    expect(readError).toBeNull();
    const series = { ...(settings!.series_folio as Record<string, unknown>) };
    delete series.testamento;
    const { error: writeError } = await admin
      .from('org_settings')
      .update({ series_folio: series })
      .eq('org_id', account.orgId);
    expect(writeError).toBeNull();

    await page.goto('/app/expedientes/nuevo');
    await page.getByLabel('Título', { exact: true }).fill('Testamento sin serie');
    await chooseOption(page, 'Tipo', 'Testamento Público Abierto');
    await page.getByRole('button', { name: 'Crear expediente' }).click();
    await expect(toast(page, 'Error al generar folio')).toBeVisible();
    await expect(
      toast(page, 'No hay una serie de folio configurada para el tipo "testamento".'),
    ).toBeVisible();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Testamento sin serie');
    const { count } = await admin
      .from('expedientes')
      .select('id', { count: 'exact', head: true })
      .eq('org_id', account.orgId);
    expect(count).toBe(0);
  });

  test('advances a case one step at a time to cerrado, and the tasks, flow and documents tabs work', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    await createExpediente(page, { title: 'Compraventa Roma Norte', tipo: 'Compraventa' });
    await expectNoAxeViolations(page);

    const steps = [
      ['Iniciar Proceso', 'En Proceso'],
      ['Listo para Firma', 'Listo para Firma'],
      ['Enviar a Registro', 'En Registro'],
      ['Cerrar Expediente', 'Cerrado'],
    ] as const;
    const header = page.locator('main');
    for (const [button, label] of steps) {
      await header.getByRole('button', { name: button }).click();
      await expect(toast(page, 'Estado actualizado')).toBeVisible();
      await expect(header.locator('[data-slot="badge"]', { hasText: label }).first()).toBeVisible();
    }
    for (const [button] of steps) {
      await expect(header.getByRole('button', { name: button, exact: true })).toHaveCount(0);
    }
    const { data } = await adminClient()
      .from('expedientes')
      .select('status')
      .eq('org_id', account.orgId)
      .single();
    expect(data?.status).toBe('cerrado');

    // Tasks toggle between hecha and pendiente and stay so after a reload.
    await page.getByRole('tab', { name: 'Tareas' }).click();
    const review = page.getByRole('checkbox', { name: 'Revisar documentos del cliente' });
    await review.click();
    await expect(review).toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Tareas' }).click();
    await expect(review).toBeChecked();
    await review.click();
    await expect(review).not.toBeChecked();

    await page.getByRole('tab', { name: 'Flujo Guiado' }).click();
    await page.getByRole('button', { name: 'Completar paso actual' }).click();
    await expect(page.getByText('Paso 2 de 6')).toBeVisible();

    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByText('Aún no hay documentos.')).toBeVisible();
    const expedienteId = new URL(page.url()).pathname.split('/').pop();
    const inserted = await adminClient().from('documents').insert({
      org_id: account.orgId,
      expediente_id: expedienteId,
      title: 'Escritura antecedente',
    });
    expect(inserted.error).toBeNull();
    await page.reload();
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByRole('cell', { name: 'Escritura antecedente' })).toBeVisible();
    await page.getByRole('tab', { name: 'Cliente' }).click();
    await expect(page.getByText('Este expediente no tiene cliente asignado.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the list searches, filters, clears, counts and keeps a requirement checklist', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/app/expedientes');
    await expect(page.getByText('Aún no hay expedientes')).toBeVisible();
    await expectNoAxeViolations(page);

    const clientId = await createClient(account.orgId, 'Laura Gómez');
    // The quick dialog: the button waits for a title; the type defaults to compraventa.
    await page.getByRole('button', { name: 'Nuevo expediente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo expediente' });
    await expect(dialog.getByRole('button', { name: 'Crear expediente' })).toBeDisabled();
    await dialog.getByLabel('Título').fill('Casa Coyoacán');
    await dialog.getByRole('button', { name: 'Crear expediente' }).click();
    await expect(toast(page, 'Expediente creado exitosamente')).toBeVisible();
    await expect(toast(page, `Folio: CV-${YEAR}-0001`)).toBeVisible();

    await createExpediente(page, {
      title: 'Poder Laura',
      tipo: 'Poder General',
      client: 'Laura Gómez',
    });
    await page.getByRole('button', { name: 'Iniciar Proceso' }).click();
    await expect(toast(page, 'Estado actualizado')).toBeVisible();

    await page.goto('/app/expedientes');
    const list = page.getByRole('list', { name: 'Expedientes' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByLabel('2 expedientes')).toBeVisible();
    // Newest first.
    await expect(list.getByRole('listitem').first()).toContainText('Poder Laura');

    await page.getByLabel('Buscar', { exact: true }).fill(`cv-${YEAR}`);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Casa Coyoacán');
    await page.getByLabel('Buscar', { exact: true }).fill('coyoacan');
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await chooseOption(page, 'Estado', 'En Proceso');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Poder Laura');
    await chooseOption(page, 'Estado', 'Cerrado');
    await expect(
      page.getByText('No se encontraron expedientes con los filtros aplicados'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.goto(`/app/expedientes?clienteId=${clientId}`);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Poder Laura');
    await expect(page.getByLabel('Cliente', { exact: true })).toContainText('Laura Gómez');

    // Requirements: add two, tick one, and it stays ticked after a reload.
    await list.getByRole('button', { name: /Ver requisitos/ }).click();
    await expect(page.getByText('Sin requisitos aún.')).toBeVisible();
    const newRequirement = page.getByPlaceholder('Nuevo requisito');
    const add = page.getByRole('button', { name: 'Agregar' });
    await newRequirement.fill('   ');
    await expect(add).toBeDisabled();
    await newRequirement.fill('Acta de nacimiento');
    await add.click();
    await newRequirement.fill('Comprobante de domicilio');
    await add.click();
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Acta de nacimiento' }).click();
    await expect(page.getByText('1 de 2 completos')).toBeVisible();
    await page.reload();
    await list.getByRole('button', { name: /Ver requisitos/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Acta de nacimiento' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Comprobante de domicilio' }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
