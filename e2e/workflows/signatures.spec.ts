// Preparing a document for signature and recording every signature: stored in the database
// with who and when, and the document's checksum at signing, so a later change shows.
import { createHash, randomUUID } from 'node:crypto';
import {
  adminClient,
  expect,
  expectNoAxeViolations,
  insertRow,
  selectRows,
  test,
} from '../support';
import { choose, toastText } from './workflows-helpers';

// Long journeys with several axe scans: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('prepare a document for signature and complete its signatures', async ({
  signedInPage: page,
  account,
}) => {
  const checksum = createHash('sha256').update(randomUUID()).digest('hex');
  // Arranged with the service role: an uploaded, verified document (on-upload records the checksum).
  const doc = await insertRow<{ id: string }>('documents', {
    org_id: account.orgId,
    title: 'Poder general Ana López',
    doc_type: 'poder_general',
    checksum,
  });

  await page.goto('/app/firmas');
  await expect(page.getByRole('heading', { name: 'Firmas', level: 1 })).toBeVisible();
  await expect(page.getByText('No hay firmas pendientes.')).toBeVisible();
  await page.getByRole('tab', { name: 'Completadas' }).click();
  await expect(page.getByText('No hay firmas completadas.')).toBeVisible();
  await page.getByRole('tab', { name: 'Documentos para Firma' }).click();
  await expect(page.getByText('No hay documentos para firma.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Preparar para firma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preparar documento para firma' });
  await dialog.getByRole('button', { name: 'Preparar para firma' }).click();
  await expect(dialog.getByText('Seleccione un documento', { exact: true }).last()).toBeVisible();
  await expect(dialog.getByText('Indique al menos un firmante')).toBeVisible();
  await expectNoAxeViolations(page);

  await choose(page, 'Documento', 'Poder general Ana López');
  await dialog.getByLabel('Firmantes').fill(' Ana López,  Luis Pérez ,, ');
  await dialog.getByLabel('Lugar de firma').fill('Ciudad de México');
  await dialog.getByLabel('Requiere testigos').check();
  await dialog.getByRole('button', { name: 'Preparar para firma' }).click();
  await expect(dialog.getByText('Indique al menos un testigo')).toBeVisible();
  await dialog.getByLabel('Testigos', { exact: true }).fill('Rosa Díaz');
  await dialog.getByLabel('Notas').fill('Traer identificación oficial.');
  await dialog.getByRole('button', { name: 'Preparar para firma' }).click();
  await expect(toastText(page, 'Documento preparado para firma')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('cell', { name: 'Poder general Ana López' })).toBeVisible();
  const [prepared] = await selectRows<{ documento_status: string }>(
    'documents',
    'documento_status',
    { id: doc.id },
  );
  expect(prepared!.documento_status).toBe('para_firma');

  await page.getByRole('tab', { name: 'Pendientes' }).click();
  const card = page.getByRole('listitem', { name: 'Solicitud de firma: Poder general Ana López' });
  await expect(
    card.getByText('0 de 3 firmas · Ciudad de México · Traer identificación oficial.'),
  ).toBeVisible();
  await expect(card.getByText('(testigo)')).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Marcar firmado: Ana López' }).click();
  await expect(toastText(page, 'Firma registrada')).toBeVisible();
  await expect(card.getByText('1 de 3 firmas', { exact: false })).toBeVisible();
  await expect(card.getByText(/Firmó el .* registrado por ti/)).toBeVisible();

  await card.getByRole('button', { name: 'Marcar todo como firmado' }).click();
  await expect(page.getByText('No hay firmas pendientes.')).toBeVisible();

  await page.getByRole('tab', { name: 'Completadas' }).click();
  const done = page.getByRole('listitem', { name: 'Solicitud de firma: Poder general Ana López' });
  await expect(done.getByText('3 de 3 firmas', { exact: false })).toBeVisible();
  await expect(done.locator('code')).toHaveAttribute('title', checksum);
  await expect(done.getByText('Sin cambios desde la firma')).toBeVisible();
  await expectNoAxeViolations(page);

  const requests = await selectRows<{
    estado: string;
    firmado_por: string;
    documento_checksum: string;
  }>('signature_requests', 'estado, firmado_por, documento_checksum', { org_id: account.orgId });
  const [request] = requests;
  expect(request).toEqual({
    estado: 'firmado',
    firmado_por: account.userId,
    documento_checksum: checksum,
  });
  const signers = await selectRows<{ signed_by: string; signed_at: string | null; rol: string }>(
    'signature_signers',
    'signed_by, signed_at, rol',
    { org_id: account.orgId },
  );
  expect(signers).toHaveLength(3);
  expect(signers.every((s) => s.signed_by === account.userId && s.signed_at !== null)).toBe(true);

  // The file is replaced after signing: its new checksum no longer matches.
  const { error } = await adminClient()
    .from('documents')
    .update({ checksum: createHash('sha256').update('otro archivo').digest('hex') })
    .eq('id', doc.id);
  expect(error).toBeNull();
  await page.reload();
  await page.getByRole('tab', { name: 'Completadas' }).click();
  await expect(page.getByText('Documento modificado después de la firma')).toBeVisible();
});
