import {
  adminClient,
  clientFor,
  collectErrors,
  exeBytes,
  expect,
  expectNoAxeViolations,
  MAX_BYTES,
  nextSignedRequest,
  pdfBytes,
  sha256,
  signedUrlLifetime,
  test,
  toast,
} from './documents-test';

const PDF = 'application/pdf';

test.describe('documentos', () => {
  test('uploads a PDF, shows it verified with its SHA-256 and downloads it through a signed link', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/app/documentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await expect(page.getByText('Aún no hay documentos.')).toBeVisible();
    await expectNoAxeViolations(page);

    const bytes = pdfBytes('escritura');
    await page.getByLabel('Título').fill('Escritura antecedente');
    await page
      .getByLabel('Archivo')
      .setInputFiles({ name: 'escritura.pdf', mimeType: PDF, buffer: bytes });
    await page.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
    await expect(toast(page, 'Archivo subido exitosamente')).toBeVisible({ timeout: 60_000 });

    const row = page.getByRole('row', { name: /Escritura antecedente/ });
    await expect(row).toContainText('Verificado');
    await expect(row).toContainText(`SHA-256 ${sha256(bytes).slice(0, 16)}`);
    await expect(row).toContainText('Documento subido');
    await expect(row).toContainText('Sin expediente');
    await expect(row).toContainText(/KB/);
    // The form starts over, keeping nothing of the sent file.
    await expect(page.getByLabel('Título')).toHaveValue('');

    const { data: stored } = await adminClient()
      .from('documents')
      .select('checksum, storage_path, upload_status, file_size')
      .eq('org_id', account.orgId)
      .single();
    expect(stored).toMatchObject({
      checksum: sha256(bytes),
      upload_status: 'verified',
      file_size: bytes.length,
    });
    expect(stored?.storage_path).toMatch(
      new RegExp(`^${account.orgId}/general/upload/\\d+_[0-9a-z]+\\.pdf$`),
    );

    const signed = nextSignedRequest(page);
    await row.getByRole('button', { name: 'Descargar Escritura antecedente' }).click();
    const url = (await signed).url();
    expect(signedUrlLifetime(url)).toBe(3600);
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    expect(Buffer.from(await response.body()).equals(bytes)).toBe(true);

    // The filter: by title and by state.
    await page.getByLabel('Buscar documentos').fill('ninguno-coincide');
    await expect(
      page.getByText('No se encontraron documentos con los filtros aplicados'),
    ).toBeVisible();
    await page.getByLabel('Buscar documentos').fill('antecedente');
    await expect(page.getByRole('row', { name: /Escritura antecedente/ })).toBeVisible();
    await page.getByLabel('Filtrar por estado').click();
    await page.getByRole('option', { name: 'Rechazado' }).click();
    await expect(
      page.getByText('No se encontraron documentos con los filtros aplicados'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('refuses an 11 MB file, an .exe and a renamed .exe in the UI', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/app/documentos');
    await page.getByLabel('Título').fill('Archivo grande');

    await page.getByLabel('Archivo').setInputFiles({
      name: 'grande.pdf',
      mimeType: PDF,
      buffer: Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024)]),
    });
    await expect(page.getByText('El archivo no puede exceder 10MB')).toBeVisible();
    await page.getByRole('button', { name: 'Subir' }).click();
    await expect(page.getByText('El archivo no puede exceder 10MB')).toBeVisible();

    await page.getByLabel('Archivo').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: exeBytes(),
    });
    await expect(page.getByText('Solo se permiten archivos PDF, JPG y PNG')).toBeVisible();
    // Nothing was sent: the title typed is still there and no row exists.
    await expect(page.getByLabel('Título')).toHaveValue('Archivo grande');
    const none = await adminClient().from('documents').select('id').eq('org_id', account.orgId);
    expect(none.data).toEqual([]);

    // An executable named .pdf passes the browser's checks; on-upload reads its bytes.
    await page.getByLabel('Título').fill('Factura disfrazada');
    await page
      .getByLabel('Archivo')
      .setInputFiles({ name: 'factura.pdf', mimeType: PDF, buffer: exeBytes() });
    await page.getByRole('button', { name: 'Subir' }).click();
    await expect(toast(page, 'Error al subir archivo')).toBeVisible({ timeout: 60_000 });
    const reason = 'El archivo es un programa ejecutable disfrazado de PDF; no se permite subirlo.';
    await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    const row = page.getByRole('row', { name: /Factura disfrazada/ });
    await expect(row).toContainText('Rechazado');
    await expect(row).toContainText(reason);
    await expect(row.getByRole('button', { name: /Descargar/ })).toHaveCount(0);

    const { data: rejected } = await adminClient()
      .from('documents')
      .select('upload_status, storage_path, checksum')
      .eq('org_id', account.orgId)
      .single();
    expect(rejected).toEqual({ upload_status: 'failed', storage_path: null, checksum: null });
    const { data: files } = await adminClient()
      .storage.from('documents')
      .list(`${account.orgId}/general/upload`);
    expect(files ?? []).toEqual([]);
  });

  test('a direct storage call cannot bypass the limits either', async ({ account }) => {
    const member = await clientFor(account);
    const bucket = member.storage.from('documents');
    const folder = `${account.orgId}/general/upload`;

    const big = await bucket.upload(
      `${folder}/${Date.now()}_big.pdf`,
      Buffer.alloc(MAX_BYTES + 1),
      {
        contentType: PDF,
      },
    );
    expect(big.error).not.toBeNull();
    expect((big.error as { statusCode?: string } | null)?.statusCode).toBe('413');

    const exe = await bucket.upload(`${folder}/${Date.now()}_setup.exe`, exeBytes(), {
      contentType: 'application/x-msdownload',
    });
    expect((exe.error as { statusCode?: string } | null)?.statusCode).toBe('415');

    // Declared as a PDF, the bucket takes it; on-upload rejects it and removes the file.
    const key = `${folder}/${Date.now()}_factura.pdf`;
    const disguised = exeBytes();
    expect((await bucket.upload(key, disguised, { contentType: PDF })).error).toBeNull();
    const { data: row, error } = await member
      .from('documents')
      .insert({ org_id: account.orgId, title: 'Directo', doc_type: 'upload', storage_path: key })
      .select('id')
      .single<{ id: string }>();
    expect(error).toBeNull();
    const verdict = await member.functions.invoke('on-upload', {
      body: { document_id: row?.id, storage_key: key, mime: PDF, size_bytes: disguised.length },
    });
    expect(verdict.error).not.toBeNull();
    const response = (verdict.error as { context?: Response }).context;
    expect(response?.status).toBe(422);
    expect(((await response?.json()) as { error: string }).error).toContain('programa ejecutable');
    expect((await bucket.download(key)).error).not.toBeNull();
  });

  test('advanced documents: upload dialog with the file name as title, search, open and download', async ({
    signedInPage: page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/app/documentos-avanzado');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Documentos avanzados' }),
    ).toBeVisible();
    await expect(page.getByText('Aún no hay documentos.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Subir documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir documento' });
    await dialog.getByLabel('Archivo').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: exeBytes(),
    });
    await expect(
      dialog.getByText('Solo se permiten archivos .pdf, .doc, .docx, .txt, .jpg, .jpeg, .png'),
    ).toBeVisible();
    await dialog.getByLabel('Archivo').setInputFiles({
      name: 'minuta-reforma.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Minuta de la compraventa, versión para revisión.\n'),
    });
    await expect(dialog.getByLabel('Título')).toHaveValue('minuta-reforma');
    await dialog.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Contrato' }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await expect(toast(page, 'Documento subido')).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toHaveCount(0);

    const card = page.getByRole('listitem').filter({ hasText: 'minuta-reforma' });
    await expect(card).toContainText('Contrato');
    await expect(card).toContainText('Verificado');

    await page.getByLabel('Buscar documentos').fill('otra cosa');
    await expect(
      page.getByText('No se encontraron documentos con los filtros aplicados'),
    ).toBeVisible();
    await page.getByLabel('Buscar documentos').fill('minuta');
    await expect(card).toBeVisible();

    const opened = nextSignedRequest(page);
    await card.getByRole('button', { name: 'Abrir minuta-reforma' }).click();
    const openUrl = new URL((await opened).url());
    expect(openUrl.searchParams.has('download')).toBe(false);
    const downloaded = nextSignedRequest(page);
    await card.getByRole('button', { name: 'Descargar minuta-reforma' }).click();
    const downloadUrl = (await downloaded).url();
    expect(new URL(downloadUrl).searchParams.get('download')).toBe('minuta-reforma.txt');
    const response = await page.request.get(downloadUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toContain('attachment');
    expect(await response.text()).toContain('Minuta de la compraventa');
    expect(errors).toEqual([]);
  });
});
