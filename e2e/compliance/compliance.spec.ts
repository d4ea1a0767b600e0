// Compliance y ARCO (/app/compliance): consents, ARCO requests and answers, incidents, export
// and erasure of a client's data, and what a plain member may not do.
import { readFile } from 'node:fs/promises';
import {
  adminClient,
  collectErrors,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from '../support';
import { addMember, insertClient, insertExpediente, skipCookieBanner } from './helpers';

test.describe('Compliance y ARCO', () => {
  test('registers a consent, creates and answers ARCO requests, reports an incident', async ({
    account,
    signedInPage: page,
  }) => {
    // Many steps and axe scans on a shared 2-core machine.
    test.slow();
    await skipCookieBanner(page);
    const errors = collectErrors(page);
    const clientName = 'Lucía Hernández Ortega';
    await insertClient(account.orgId, clientName);
    // A request received on paper long ago, never answered: it must stand out as overdue.
    const oldClient = await insertClient(account.orgId, 'Ramón Atrasado');
    const { error } = await adminClient()
      .from('arco_requests')
      .insert({
        org_id: account.orgId,
        client_id: oldClient,
        tipo_solicitud: 'opposition',
        detalles_solicitud: 'Solicitud antigua',
        fecha_solicitud: new Date(Date.now() - 60 * 86_400_000).toISOString(),
      });
    expect(error).toBeNull();

    await page.goto('/app/compliance');
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance y ARCO' })).toBeVisible();
    await expect(page).toHaveTitle('Compliance y ARCO – Fedatario');
    await expect(page.getByRole('tab', { name: 'Solicitudes ARCO' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const overdue = page.getByRole('listitem', { name: 'OPOSICIÓN — Ramón Atrasado' });
    await expect(overdue.getByText('Vencida', { exact: true })).toBeVisible();
    await expect(overdue.getByText(/^Vencida hace \d+ días$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Consent: the dialog says what is missing instead of doing nothing.
    await page.getByRole('button', { name: 'Registrar Consentimiento' }).click();
    const consentDialog = page.getByRole('dialog', { name: 'Registrar Consentimiento' });
    await consentDialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(consentDialog.getByText('Selecciona un cliente')).toBeVisible();
    await expectNoAxeViolations(page);
    await consentDialog.getByLabel('Cliente').selectOption({ label: clientName });
    await consentDialog.getByLabel('Tipo de consentimiento').selectOption('marketing');
    await consentDialog.getByLabel('Método de captura').selectOption('physical_document');
    await consentDialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Consentimiento registrado correctamente')).toBeVisible();
    await expect(consentDialog).toBeHidden();
    await page.getByRole('tab', { name: 'Consentimientos' }).click();
    const consent = page.getByRole('listitem', { name: `${clientName} — Mercadotecnia` });
    await expect(consent.getByText('Otorgado')).toBeVisible();
    await expect(consent.getByText('Vigente')).toBeVisible();
    await expect(consent.getByText(/Documento físico/)).toBeVisible();

    // Two ARCO requests: one completed, one rejected with its justification.
    for (const tipo of ['access', 'cancellation']) {
      await page.getByRole('button', { name: 'Nueva Solicitud ARCO' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva Solicitud ARCO' });
      await dialog.getByLabel('Cliente').selectOption({ label: clientName });
      await dialog.getByLabel('Tipo de solicitud').selectOption(tipo);
      await dialog.getByLabel('Detalles de la solicitud').fill(`Solicitud ${tipo}`);
      await dialog.getByRole('button', { name: 'Crear Solicitud' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByText('Solicitud ARCO creada correctamente').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Solicitudes ARCO' }).click();
    const access = page.getByRole('listitem', { name: `ACCESO — ${clientName}` });
    await expect(access.getByText('Recibida')).toBeVisible();
    await expect(access.getByText(/^Quedan \d+ días$/)).toBeVisible();

    await access.getByRole('button', { name: 'Responder' }).click();
    const answer = page.getByRole('dialog', { name: 'Responder Solicitud ARCO' });
    await expect(answer.getByText(`ACCESO — ${clientName}`)).toBeVisible();
    await expect(answer.getByLabel('Justificación del rechazo')).toHaveCount(0);
    await answer.getByLabel('Detalle de la respuesta').fill('Se entregó copia de sus datos');
    await answer.getByRole('button', { name: 'Registrar Respuesta' }).click();
    await expect(page.getByText('Respuesta registrada correctamente')).toBeVisible();
    await expect(access.getByText('Completada')).toBeVisible();
    await expect(access.getByText('Se entregó copia de sus datos')).toBeVisible();
    await expect(access.getByRole('button', { name: 'Responder' })).toHaveCount(0);

    const cancellation = page.getByRole('listitem', { name: `CANCELACIÓN — ${clientName}` });
    await cancellation.getByRole('button', { name: 'Responder' }).click();
    await answer.getByLabel('Estado de la respuesta').selectOption('rejected');
    await answer.getByLabel('Detalle de la respuesta').fill('No procede');
    await answer.getByRole('button', { name: 'Registrar Respuesta' }).click();
    await expect(answer.getByText('Indica la justificación del rechazo.')).toBeVisible();
    await expectNoAxeViolations(page);
    await answer.getByLabel('Justificación del rechazo').fill('No se acreditó la identidad');
    await answer.getByRole('button', { name: 'Registrar Respuesta' }).click();
    await expect(answer).toBeHidden();
    await expect(cancellation.getByText('Rechazada')).toBeVisible();
    await expect(cancellation.getByText('No se acreditó la identidad')).toBeVisible();

    const { data: stored } = await adminClient()
      .from('arco_requests')
      .select('tipo_solicitud, estado, procesado_por')
      .eq('org_id', account.orgId)
      .neq('client_id', oldClient)
      .order('tipo_solicitud');
    expect(stored).toEqual([
      { tipo_solicitud: 'access', estado: 'completed', procesado_por: account.userId },
      { tipo_solicitud: 'cancellation', estado: 'rejected', procesado_por: account.userId },
    ]);

    // Incident: reported with its severity and the affected data.
    await page.getByRole('button', { name: 'Reportar Incidente' }).click();
    const incident = page.getByRole('dialog', { name: 'Reportar Incidente' });
    await incident.getByRole('button', { name: 'Reportar' }).click();
    await expect(incident.getByText('Indica el tipo de incidente')).toBeVisible();
    await incident.getByLabel('Tipo de incidente').fill('Acceso no autorizado');
    await incident.getByLabel('Severidad').selectOption('high');
    await incident.getByLabel('Descripción').fill('Se detectó un acceso desde una IP desconocida');
    await incident.getByLabel('Alcance estimado').fill('3 expedientes');
    await incident.getByLabel('Datos afectados (separados por comas)').fill('nombres, RFC');
    await incident.getByRole('button', { name: 'Reportar' }).click();
    await expect(page.getByText('Incidente de seguridad registrado')).toBeVisible();
    await page.getByRole('tab', { name: 'Incidentes' }).click();
    const reported = page.getByRole('listitem', { name: 'Acceso no autorizado' });
    await expect(reported.getByText('Severidad: Alta')).toBeVisible();
    await expect(reported.getByText('Abierto')).toBeVisible();
    await expect(reported.getByText('nombres, RFC')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('exports a client (download checked) and erases one (gone everywhere, logged)', async ({
    account,
    signedInPage: page,
  }) => {
    // Many steps and axe scans on a shared 2-core machine.
    test.slow();
    await skipCookieBanner(page);
    const admin = adminClient();
    const keepId = await insertClient(account.orgId, 'Ana María Núñez', 'ana@cliente.mx');
    await insertExpediente(account.orgId, keepId, 'Compraventa Núñez');
    const goneId = await insertClient(account.orgId, 'Pedro Borrado', 'pedro@cliente.mx');
    const goneCase = await insertExpediente(account.orgId, goneId, 'Poder Borrado');
    const filePath = `${account.orgId}/${goneCase.id}/upload/${Date.now()}_ine.pdf`;
    const upload = await admin.storage
      .from('documents')
      .upload(filePath, new Blob(['%PDF-1.4 prueba'], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      });
    expect(upload.error).toBeNull();
    await admin.from('documents').insert({
      org_id: account.orgId,
      expediente_id: goneCase.id,
      title: 'INE',
      doc_type: 'identificacion',
      storage_path: filePath,
    });

    await page.goto('/app/compliance');
    await page.getByRole('tab', { name: 'Exportar/Eliminar' }).click();
    const card = page.getByRole('listitem', { name: 'Ana María Núñez' });
    await expect(card.getByText(/Cliente desde/)).toBeVisible();
    await expectNoAxeViolations(page);

    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Exportar datos de Ana María Núñez' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^datos-ana-maria-nunez-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      export_date: string;
      disclaimer: string;
      client_data: {
        id: string;
        email: string;
        expedientes: Array<{ title: string }>;
        documents: unknown[];
        consent_logs: unknown[];
        arco_requests: unknown[];
      };
    };
    expect(exported.disclaimer).toBe('Exportación de datos personales según LFPDPPP y GDPR');
    expect(exported.client_data).toMatchObject({ id: keepId, email: 'ana@cliente.mx' });
    expect(exported.client_data.expedientes.map((e) => e.title)).toEqual(['Compraventa Núñez']);
    expect(exported.client_data.documents).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('Pedro Borrado');
    await expect(page.getByText('Datos exportados correctamente')).toBeVisible();

    await page
      .getByRole('listitem', { name: 'Pedro Borrado' })
      .getByRole('button', { name: 'Eliminar datos de Pedro Borrado' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Eliminación de Datos' });
    await expect(confirm.getByText(/no se puede deshacer/)).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar Definitivamente' }).click();
    await expect(page.getByText('Datos del cliente eliminados correctamente')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Pedro Borrado' })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Ana María Núñez' })).toBeVisible();

    const [clients, cases, docs, files, logs] = await Promise.all([
      admin.from('clients').select('id').eq('id', goneId),
      admin.from('expedientes').select('id').eq('id', goneCase.id),
      admin.from('documents').select('id').eq('expediente_id', goneCase.id),
      admin.storage.from('documents').list(`${account.orgId}/${goneCase.id}/upload`),
      admin
        .from('compliance_logs')
        .select('evento_tipo, entidad_id, actor_id')
        .eq('org_id', account.orgId)
        .order('created_at'),
    ]);
    expect([clients.data, cases.data, docs.data, files.data]).toEqual([[], [], [], []]);
    expect(logs.data).toEqual([
      { evento_tipo: 'data_export', entidad_id: keepId, actor_id: account.userId },
      { evento_tipo: 'data_deletion', entidad_id: goneId, actor_id: account.userId },
    ]);
  });

  test('a plain member sees the screen read-only', async ({ account, page }) => {
    await skipCookieBanner(page);
    await insertClient(account.orgId, 'Cliente de Consulta');
    const member = await addMember(account);
    await adminClient()
      .from('arco_requests')
      .insert({
        org_id: account.orgId,
        client_id: await insertClient(account.orgId, 'Titular Pendiente'),
        tipo_solicitud: 'access',
      });
    await signIn(page, member, '/app/compliance');
    await expect(page.getByRole('note')).toContainText('Solo lectura');
    const pending = page.getByRole('listitem', { name: 'ACCESO — Titular Pendiente' });
    await expect(pending.getByText('Recibida')).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Responder' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Exportar/Eliminar' }).click();
    const card = page.getByRole('listitem', { name: 'Cliente de Consulta' });
    await expect(card.getByRole('button', { name: /^Exportar/ })).toBeDisabled();
    await expect(card.getByRole('button', { name: /^Eliminar/ })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});
