import { adminClient, expect, expectNoAxeViolations, test } from '../support';
import { insertRows } from './arrange';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

test.describe('vencimientos (/app/vencimientos)', () => {
  test('lists due tasks and power validity ends, and queues a reminder', async ({
    signedInPage: page,
    account,
  }) => {
    const admin = adminClient();
    const org = account.orgId;
    const { data: expediente, error } = await admin
      .from('expedientes')
      .insert({ org_id: org, tipo: 'poder_mandato', title: 'Mandato para trámite' })
      .select('id, folio')
      .single();
    expect(error).toBeNull();
    // Bulk inserts send every row with the same columns: each row names them all.
    const task = (titulo: string, estado: string, days: number, expediente_id: string | null) => ({
      org_id: org,
      expediente_id,
      titulo,
      estado,
      vence_el: inDays(days).toISOString(),
    });
    await insertRows('tareas', [
      task('Recabar firma del mandante', 'pendiente', 10, expediente!.id),
      task('Tarea vencida', 'en_curso', -2, null),
      task('Tarea terminada', 'hecha', 3, null),
    ]);
    await insertRows('documents', {
      org_id: org,
      expediente_id: expediente!.id,
      title: 'Mandato especial – borrador',
      doc_type: 'poder_mandato',
      variables: {
        vigencia_hasta: inDays(5).toISOString().slice(0, 10),
        materia_mandato: 'trámite',
      },
    });

    await page.goto('/app/vencimientos');
    const list = page.getByRole('list', { name: 'Vencimientos' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Tarea vencida',
      'Mandato especial – borrador',
      'Recabar firma del mandante',
    ]);
    await expect(list.getByRole('listitem').nth(0)).toContainText('Vencido');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Próximo');
    await expect(list.getByRole('listitem').nth(1)).toContainText(expediente!.folio);
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: 'Programar recordatorio de Recabar firma del mandante' })
      .click();
    await expect(page.getByText('Recordatorio programado').first()).toBeVisible();
    const { data: queued } = await admin
      .from('notification_queue')
      .select('destinatario_contacto, canal, asunto, estado, programado_para, created_by')
      .eq('org_id', org);
    expect(queued).toHaveLength(1);
    expect(queued![0]).toMatchObject({
      destinatario_contacto: account.email,
      canal: 'email',
      asunto: 'Recordatorio: Recabar firma del mandante',
      estado: 'pendiente',
      created_by: account.userId,
    });
    // Three days before the due date.
    const at = new Date(queued![0]!.programado_para).getTime();
    expect(Math.abs(at - inDays(7).getTime())).toBeLessThan(120_000);
  });

  test('shows a statutory deadline with its legal basis, filters it and marks it done', async ({
    signedInPage: page,
    account,
  }) => {
    const admin = adminClient();
    const org = account.orgId;
    const { data: client } = await admin
      .from('clients')
      .insert({ org_id: org, name: 'Titular ARCO' })
      .select('id')
      .single();
    // Received six weeks ago: its 20 business days have run out.
    const { error } = await admin.from('arco_requests').insert({
      org_id: org,
      client_id: client!.id,
      tipo_solicitud: 'access',
      fecha_solicitud: inDays(-42).toISOString(),
    });
    expect(error).toBeNull();
    await insertRows('tareas', {
      org_id: org,
      expediente_id: null,
      titulo: 'Tarea con fecha',
      estado: 'pendiente',
      vence_el: inDays(3).toISOString(),
    });

    await page.goto('/app/vencimientos');
    const list = page.getByRole('list', { name: 'Vencimientos' });
    const arco = list.getByRole('listitem').filter({ hasText: 'Respuesta a solicitud ARCO' });
    await expect(arco).toContainText('Plazo legal');
    await expect(arco).toContainText('Vencido');
    await expect(arco).toContainText('Fundamento: Respuesta a la solicitud ARCO');
    await expect(arco).toContainText('20 días hábiles');

    await page.getByLabel('Tipo').selectOption('plazo');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Respuesta a solicitud ARCO',
    ]);
    await page.getByLabel('Tipo').selectOption('tarea');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Tarea con fecha']);
    await page.getByLabel('Tipo').selectOption('todos');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Marcar cumplido: Respuesta a solicitud ARCO' }).click();
    await expect(page.getByText('Plazo marcado como cumplido')).toBeVisible();
    await expect(arco).toHaveCount(0);
    const { data: done } = await admin
      .from('deadlines')
      .select('status, completed_by')
      .eq('org_id', org);
    expect(done).toEqual([{ status: 'cumplido', completed_by: account.userId }]);
  });
});
