// "Verificar integridad" on a signed document (issue #13, item 3): the app downloads the file,
// computes its SHA-256 in the browser and compares it with the checksum on-upload recorded.
// A signed file cannot be replaced through the API, so the mismatch is staged with the service
// role, which stands for tampering around the application.
import {
  adminClient,
  clientFor,
  collectErrors,
  expect,
  expectNoAxeViolations,
  pdfBytes,
  sha256,
  test,
  toast,
} from './documents-test';

test('a signed document shows that its file matches the recorded fingerprint, and a mismatch once altered', async ({
  signedInPage: page,
  account,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await page.goto('/app/documentos');
  const bytes = pdfBytes('escritura firmada');
  await page.getByLabel('Título').fill('Escritura firmada 45');
  await page
    .getByLabel('Archivo')
    .setInputFiles({ name: 'escritura.pdf', mimeType: 'application/pdf', buffer: bytes });
  await page.getByRole('button', { name: 'Subir' }).click();
  await expect(toast(page, 'Archivo subido exitosamente')).toBeVisible({ timeout: 60_000 });

  // Signed through the workflow as this user (the signatures spec drives the same steps in the UI).
  const db = await clientFor(account);
  const { data: doc } = await db
    .from('documents')
    .select('id, storage_path')
    .eq('title', 'Escritura firmada 45')
    .single<{ id: string; storage_path: string }>();
  const { data: request, error } = await db.rpc('prepare_signature_request', {
    p_document_id: doc!.id,
    p_firmantes: ['Ana López'],
  });
  expect(error).toBeNull();
  const signed = await db
    .from('signature_signers')
    .update({ signed_at: new Date().toISOString() })
    .eq('signature_request_id', (request as { id: string }).id);
  expect(signed.error).toBeNull();

  await page.reload();
  const row = page.getByRole('row', { name: /Escritura firmada 45/ });
  const verify = row.getByRole('button', { name: 'Verificar integridad de Escritura firmada 45' });
  await verify.click();
  await expect(row.getByRole('status')).toContainText(
    'El archivo coincide con la huella registrada',
  );
  await expect(row.getByRole('status')).toContainText(sha256(bytes).slice(0, 8));
  await expectNoAxeViolations(page);

  const tampered = await adminClient()
    .storage.from('documents')
    .upload(doc!.storage_path, pdfBytes('otra escritura'), {
      contentType: 'application/pdf',
      upsert: true,
    });
  expect(tampered.error).toBeNull();
  await verify.click();
  await expect(row.getByRole('alert')).toContainText(
    'El archivo NO coincide con la huella registrada',
  );
  await expect(row.getByRole('alert')).toContainText(
    `Huella registrada: ${sha256(bytes).slice(0, 8)}`,
  );
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
