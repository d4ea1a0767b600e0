import {
  adminClient,
  clientFor,
  collectErrors,
  expect,
  expectNoAxeViolations,
  pdfBytes,
  pngBytes,
  seedCompraventa,
  test,
  toast,
} from './documents-test';

test.describe('compraventa avanzada', () => {
  test('runs the five steps: parties and property, IDs, validations, generation and library', async ({
    signedInPage: page,
    account,
  }) => {
    // Five steps with two uploads and a generation; the first edge-function call of a run also
    // pays Deno's cold start.
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const seeded = await seedCompraventa(account, { asOpenedInApp: true });
    // The buyer lacks a CURP, which step 3 must point out.
    await adminClient().from('clients').update({ curp: null }).eq('id', seeded.compradorId);

    await page.goto('/app/flujos/compraventa');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compraventa avanzada' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(page.getByTestId('documents-counter')).toHaveText('0/6');
    await expectNoAxeViolations(page);

    // Step 1: the case, then the parties and the property.
    await page.getByLabel('Expediente', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(seeded.folio) }).click();
    await expect(page).toHaveURL(new RegExp(`expediente=${seeded.expedienteId}`));
    await expect(page.getByText(seeded.expedienteId.slice(0, 8), { exact: true })).toBeVisible();
    await expect(page.getByText(seeded.expedienteId)).toHaveCount(0);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Selecciona al vendedor y al comprador')).toBeVisible();
    await expect(page.getByText('La dirección del inmueble es requerida')).toBeVisible();

    const pick = async (label: string, name: string) => {
      await page.getByLabel(label, { exact: true }).click();
      await page.getByRole('button', { name: new RegExp(name) }).click();
    };
    await pick('Vendedor', seeded.vendedor);
    await pick('Comprador', seeded.vendedor);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('El vendedor y el comprador deben ser diferentes')).toBeVisible();
    await pick('Comprador', seeded.comprador);
    await page.getByLabel('Dirección del inmueble').fill('Av. Paseo de la Reforma 100');
    await page.getByLabel('Municipio').fill('Cuauhtémoc');
    await page.getByLabel('Código postal').fill('066');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('El código postal debe tener 5 dígitos')).toBeVisible();
    await page.getByLabel('Código postal').fill('06600');
    await page.getByLabel('Folio real').fill('FR-2026-0042');
    await page.getByLabel('Valor catastral (MXN)').fill('850,000');
    await page.getByLabel('Crédito INFONAVIT').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(toast(page, 'Partes y propiedad guardadas')).toBeVisible();

    const { data: partes } = await adminClient()
      .from('expediente_partes')
      .select('rol, client_id')
      .eq('expediente_id', seeded.expedienteId)
      .order('rol');
    expect(partes).toEqual([
      { rol: 'comprador', client_id: seeded.compradorId },
      { rol: 'vendedor', client_id: seeded.vendedorId },
    ]);
    const { data: inmueble } = await adminClient()
      .from('inmuebles')
      .select('cp, valor_catastral, credito_infonavit')
      .eq('expediente_id', seeded.expedienteId)
      .single();
    expect(inmueble).toEqual({ cp: '06600', valor_catastral: 850000, credito_infonavit: true });

    // Step 2: both IDs are required.
    await expect(page.getByRole('heading', { name: 'Paso 2 de 5: Documentos Base' })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByText('Sube la identificación del comprador y la del vendedor'),
    ).toBeVisible();

    const buyer = page.getByRole('form', { name: 'Identificación del comprador' });
    await buyer.getByLabel('Título').fill('INE comprador');
    await buyer
      .getByLabel('Archivo')
      .setInputFiles({ name: 'ine-comprador.png', mimeType: 'image/png', buffer: pngBytes() });
    await buyer.getByRole('button', { name: 'Subir' }).click();
    await expect(toast(page, 'Archivo subido exitosamente')).toBeVisible({ timeout: 60_000 });
    // The counter takes a file once on-upload accepted it.
    await expect(page.getByTestId('documents-counter')).toHaveText('1/6', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByText('Sube la identificación del comprador y la del vendedor'),
    ).toBeVisible();

    const seller = page.getByRole('form', { name: 'Identificación del vendedor' });
    await seller.getByLabel('Título').fill('INE vendedor');
    await seller
      .getByLabel('Archivo')
      .setInputFiles({ name: 'ine-vendedor.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await seller.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByTestId('documents-counter')).toHaveText('2/6', { timeout: 60_000 });
    await expect(page.getByText('Verificado')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 3: what is missing is listed; fixed, the case is consistent.
    await expect(page.getByRole('heading', { name: 'Paso 3 de 5: Validaciones' })).toBeVisible();
    await page.getByRole('button', { name: 'Validar documentos' }).click();
    await expect(page.getByText('Falta el CURP del comprador')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(
      page.getByText('Ejecuta la validación y corrige lo que falte antes de continuar'),
    ).toBeVisible();
    await adminClient()
      .from('clients')
      .update({ curp: 'HEGG560427MVZRRL04' })
      .eq('id', seeded.compradorId);
    await page.getByRole('button', { name: 'Validar documentos' }).click();
    await expect(page.getByText('Documentos consistentes')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 4: generation (INFONAVIT comes from the property).
    await expect(page.getByRole('heading', { name: 'Paso 4 de 5: Generación' })).toBeVisible();
    await expect(page.getByLabel('Crédito INFONAVIT')).toBeChecked();
    await page.getByLabel('Precio de la operación (MXN)').fill('1500000');
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(toast(page, 'Documento generado exitosamente')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('generated-counter')).toHaveText('1');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 5: the library holds both IDs and the deed.
    await expect(page.getByRole('heading', { name: 'Paso 5 de 5: Biblioteca' })).toBeVisible();
    await expect(page.getByRole('row', { name: /INE comprador/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /INE vendedor/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Documentos generados' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Step tabs are clickable; Previous goes back.
    await page.getByRole('button', { name: '1. Partes y Propiedad' }).click();
    await expect(page.getByLabel('Código postal')).toHaveValue('06600');
    await page.getByRole('button', { name: '5. Biblioteca' }).click();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByRole('heading', { name: 'Paso 4 de 5: Generación' })).toBeVisible();
    await page.getByRole('button', { name: '5. Biblioteca' }).click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/app\/expedientes$/);

    // The case moved with the wizard: ready to sign, its flow at step 5 with 1–4 done, and its
    // Resumen shows the parties, the property and the deed's price.
    await page.goto(`/app/expedientes/${seeded.expedienteId}`);
    await expect(page.getByText('Listo para Firma', { exact: true })).toBeVisible();
    const partesSection = page.getByRole('region', { name: 'Partes' });
    await expect(partesSection).toContainText(seeded.vendedor);
    await expect(partesSection).toContainText(seeded.comprador);
    const inmuebleSection = page.getByRole('region', { name: 'Inmueble' });
    await expect(inmuebleSection).toContainText('Av. Paseo de la Reforma 100');
    await expect(inmuebleSection).toContainText('FR-2026-0042');
    await expect(inmuebleSection).toContainText('$850,000.00');
    await expect(page.getByRole('region', { name: 'Operación' })).toContainText('$1,500,000.00');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Flujo Guiado' }).click();
    await expect(page.getByText('Paso 5 de 6')).toBeVisible();
    await expect(page.getByText('(completado)')).toHaveCount(4);

    // The client's portal shows that progress (4 of 6 steps, 0 of 3 tasks: 44 %).
    const staff = await clientFor(account);
    const link = await staff.rpc('create_client_portal_link', { p_client: seeded.compradorId });
    expect(link.error).toBeNull();
    await page.goto(
      `/cliente?token=${encodeURIComponent(link.data as string)}&client=${seeded.compradorId}`,
    );
    await expect(page.getByText('Avance 44%')).toBeVisible();
    await expect(page.getByText('5. Firma')).toHaveAttribute('aria-current', 'step');
    expect(errors).toEqual([]);
  });

  test('goes back to the case list', async ({ signedInPage: page }) => {
    await page.goto('/app/flujos/compraventa');
    await page.getByRole('link', { name: 'Volver a expedientes' }).click();
    await expect(page).toHaveURL(/\/app\/expedientes$/);
  });
});
