import { adminClient, expect, expectNoAxeViolations, test } from '../support';

test.describe('asistente legal (/app/asistente)', () => {
  test('quick questions, Enter and Shift+Enter, dictation, and each exchange audited', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/app/asistente');
    await expect(page.getByRole('heading', { name: 'Asistente Legal' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversación con el asistente' });
    const input = page.getByLabel('Tu consulta');

    // A quick question: the reply comes after 1–3 s; meanwhile Enter sends nothing more.
    const quick = page.getByRole('button', { name: '¿Qué es un testamento público abierto?' });
    await expect(page.getByRole('button', { name: /\?$/ })).toHaveCount(4);
    await quick.click();
    await expect(page.getByText('El asistente está escribiendo…')).toBeVisible();
    await input.fill('Pregunta mientras espero');
    await input.press('Enter');
    await expect(log.locator('[data-role="user"]')).toHaveCount(1);
    await expect(input).toHaveValue('Pregunta mientras espero'); // nothing typed is lost
    await expect(log).toContainText('RENAT', { timeout: 5_000 });

    // Blank input is ignored; Shift+Enter adds a line; Enter sends.
    await input.fill('   ');
    await input.press('Enter');
    await expect(log.locator('[data-role="user"]')).toHaveCount(1);
    await input.fill('¿Cuánto cuesta el avalúo');
    await input.press('Shift+Enter');
    await input.pressSequentially('de una casa?');
    await expect(input).toHaveValue('¿Cuánto cuesta el avalúo\nde una casa?');
    await expect(log.locator('[data-role="user"]')).toHaveCount(1);
    await input.press('Enter');
    await expect(log.locator('[data-role="user"]')).toHaveCount(2);
    await expect(input).toHaveValue('');
    await expect(log).toContainText('perito valuador', { timeout: 5_000 });

    // Simulated dictation: 2 s of "listening", then the text is in the box, not sent.
    await page.getByRole('button', { name: 'Dictar consulta' }).click();
    await expect(page.getByText('Escuchando…')).toBeVisible();
    await expect(input).toHaveValue(/poder notarial/, { timeout: 4_000 });
    await expect(log.locator('[data-role="user"]')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Both exchanges are in the audit trail, with the query and the reply.
    await expect
      .poll(async () => {
        const { data } = await adminClient()
          .from('audit_logs')
          .select('actor_id, metadata_json')
          .eq('org_id', account.orgId)
          .eq('entity', 'asistente')
          .eq('action', 'consulta');
        return data ?? [];
      })
      .toHaveLength(2);
    const { data: rows } = await adminClient()
      .from('audit_logs')
      .select('actor_id, metadata_json')
      .eq('org_id', account.orgId)
      .eq('entity', 'asistente')
      .order('created_at');
    expect(rows![0]).toMatchObject({
      actor_id: account.userId,
      metadata_json: { query: '¿Qué es un testamento público abierto?' },
    });
    expect(String((rows![1]!.metadata_json as { response: string }).response)).toContain(
      'perito valuador',
    );
  });
});
