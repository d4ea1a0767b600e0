// Templates rendered from a real case, sent through send-notification into the local inbox;
// a failing channel retried until the limit of 3 attempts; preferences stored.
import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, insertRow, selectRows, test } from '../support';
import { choose, createClient, inboxFor, toastText } from './workflows-helpers';

// Long journeys with several axe scans: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('create a template, send it from a case and find the mail in the inbox', async ({
  signedInPage: page,
  account,
}) => {
  const tag = randomUUID().slice(0, 8);
  // send-notification mails only the office's clients and members.
  const recipient = `elena.${tag}@example.com`;
  const clientId = await createClient(account.orgId, `Elena Ruiz ${tag}`, recipient);
  const caso = await insertRow<{ id: string; folio: string }>('expedientes', {
    org_id: account.orgId,
    tipo: 'poder_general',
    title: `Poder Elena ${tag}`,
    client_id: clientId,
  });

  await page.goto('/app/notificaciones');
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  await expect(page.getByText('No hay notificaciones en la cola.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Plantillas' }).click();
  await expect(page.getByText('Aún no hay plantillas.')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva plantilla' }).click();
  const templateDialog = page.getByRole('dialog', { name: 'Nueva plantilla' });
  await templateDialog.getByRole('button', { name: 'Crear plantilla' }).click();
  await expect(templateDialog.getByText('El nombre de la plantilla es requerido')).toBeVisible();
  await expect(templateDialog.getByText('El cuerpo del mensaje es requerido')).toBeVisible();
  await expectNoAxeViolations(page);
  await templateDialog.getByLabel('Nombre').fill('Avance de expediente');
  await templateDialog.getByLabel('Asunto').fill('Su expediente {{expediente_folio}}');
  await templateDialog
    .getByLabel('Mensaje')
    .fill(
      'Hola {{cliente_nombre}}: su expediente "{{expediente_titulo}}" está {{expediente_estado}}.',
    );
  await templateDialog.getByLabel('SMS').check();
  await templateDialog.getByRole('button', { name: 'Crear plantilla' }).click();
  await expect(toastText(page, 'Plantilla creada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Avance de expediente' })).toBeVisible();

  await page.getByRole('tab', { name: 'Cola de Envío' }).click();
  await page.getByRole('button', { name: 'Enviar notificación' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Enviar notificación' });
  await sendDialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    sendDialog.getByText('Seleccione una plantilla e indique destinatarios'),
  ).toBeVisible();

  await choose(page, 'Plantilla', 'Avance de expediente');
  await sendDialog.getByLabel('Destinatarios').fill(recipient);
  await sendDialog.getByRole('button', { name: 'Enviar' }).click();
  // Without a case the case variables have no value: reported, nothing sent.
  await expect(
    sendDialog.getByText(
      'Variables sin valor en la plantilla: {{expediente_folio}}, {{cliente_nombre}}, {{expediente_titulo}}, {{expediente_estado}}',
    ),
  ).toBeVisible();
  expect(await selectRows('notification_queue', 'id', { org_id: account.orgId })).toHaveLength(0);

  await choose(page, 'Expediente (datos de las variables)', new RegExp(caso.folio));
  await expect(
    sendDialog.getByText(`Hola Elena Ruiz ${tag}: su expediente "Poder Elena ${tag}" está Nuevo.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await sendDialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toastText(page, 'Notificación enviada')).toBeVisible();
  const row = page.getByTestId('notificacion').filter({ hasText: recipient });
  await expect(row.getByText('Enviado', { exact: true })).toBeVisible();
  await expect(row.getByText('1 de 3 intentos')).toBeVisible();

  await expect.poll(async () => (await inboxFor(recipient)).length).toBe(1);
  const [mail] = await inboxFor(recipient);
  expect(mail!.Subject).toBe(`Su expediente ${caso.folio}`);
  expect(mail!.Text).toContain(
    `Hola Elena Ruiz ${tag}: su expediente "Poder Elena ${tag}" está Nuevo.`,
  );
});

test('retry an errored notification until the limit of 3 attempts', async ({
  signedInPage: page,
  account,
}) => {
  await insertRow('notification_templates', {
    org_id: account.orgId,
    nombre: 'Recordatorio de firma',
    cuerpo_template: 'Le recordamos su cita de firma en la notaría.',
    canales: ['email', 'sms'],
  });
  await page.goto('/app/notificaciones');
  await page.getByRole('button', { name: 'Enviar notificación' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Enviar notificación' });
  await choose(page, 'Plantilla', 'Recordatorio de firma');
  await choose(page, 'Canal', 'SMS');
  await sendDialog.getByLabel('Destinatarios').fill('+52 55 1234 5678');
  await sendDialog.getByRole('button', { name: 'Enviar' }).click();
  // No SMS provider is configured: the attempt fails and says why.
  await expect(toastText(page, 'No se pudo enviar la notificación')).toBeVisible();
  const row = page.getByTestId('notificacion').filter({ hasText: '+52 55 1234 5678' });
  await expect(row.getByText('Error', { exact: true })).toBeVisible();
  await expect(row.getByText('1 de 3 intentos')).toBeVisible();
  await expect(row.getByText('No hay proveedor configurado para el canal sms')).toBeVisible();
  await expectNoAxeViolations(page);

  const retry = row.getByRole('button', { name: /Reintentar/ });
  await retry.click();
  await expect(row.getByText('2 de 3 intentos')).toBeVisible();
  await retry.click();
  await expect(row.getByText('3 de 3 intentos')).toBeVisible();
  await expect(row.getByText('Se alcanzó el máximo de intentos')).toBeVisible();
  await expect(retry).toHaveCount(0);
  const [stored] = await selectRows<{ estado: string; intentos: number }>(
    'notification_queue',
    'estado, intentos',
    {
      org_id: account.orgId,
    },
  );
  expect(stored).toEqual({ estado: 'error', intentos: 3 });
});

test('preferences per channel and event are stored', async ({ signedInPage: page, account }) => {
  await page.goto('/app/notificaciones');
  await page.getByRole('tab', { name: 'Preferencias' }).click();
  const whatsapp = page.getByRole('switch', { name: 'Firma programada por WhatsApp' });
  await expect(whatsapp).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Firma programada por Correo electrónico' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await whatsapp.click();
  await expect(toastText(page, 'Preferencia guardada')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Preferencias' }).click();
  await expect(page.getByRole('switch', { name: 'Firma programada por WhatsApp' })).toBeChecked();
  const rows = await selectRows<{ canal: string; evento_tipo: string; opt_in: boolean }>(
    'notification_preferences',
    'canal, evento_tipo, opt_in',
    { org_id: account.orgId },
  );
  expect(rows).toEqual([{ canal: 'whatsapp', evento_tipo: 'firma_programada', opt_in: true }]);
});
