import { expect, expectNoAxeViolations, insertRow, selectRows, test } from '../support';

test.describe('satisfacción', () => {
  test('rates the three milestones of a case from 1 to 5', async ({
    signedInPage: page,
    account,
  }) => {
    await insertRow('expedientes', {
      org_id: account.orgId,
      tipo: 'compraventa',
      title: 'Compraventa anterior',
    });
    const target = await insertRow<{ id: string; folio: string }>('expedientes', {
      org_id: account.orgId,
      tipo: 'testamento',
      title: 'Testamento de Inés Muñoz',
    });

    await page.goto('/app/satisfaccion');
    await expect(page.getByRole('heading', { level: 1, name: 'Satisfacción' })).toBeVisible();
    await page.getByLabel('Buscar expediente').fill('ines munoz');
    await expect(page.getByLabel('Expediente', { exact: true })).toHaveValue(target.id);
    await expect(page.getByRole('group', { name: 'Firma del contrato' })).toBeVisible();
    await expectNoAxeViolations(page);

    const firma = page.getByRole('group', { name: 'Firma del contrato' });
    await firma.getByRole('button', { name: '4 de 5' }).click();
    await expect(page.getByText('Gracias por tu feedback')).toBeVisible();
    await expect(firma.getByRole('button', { name: '4 de 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Última calificación: 4 de 5')).toBeVisible();

    const cierre = page.getByRole('group', { name: 'Cierre del expediente' });
    await cierre.getByRole('button', { name: '1 de 5' }).click();
    await expect(cierre.getByRole('button', { name: '1 de 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const rows = await selectRows<{ milestone: string; score: number; rater: string }>(
      'feedback',
      'milestone, score, rater',
      { expediente_id: target.id },
    );
    expect(rows.sort((a, b) => a.milestone.localeCompare(b.milestone))).toEqual([
      { milestone: 'cierre_expediente', score: 1, rater: account.userId },
      { milestone: 'firma_contrato', score: 4, rater: account.userId },
    ]);

    // The rating is kept: a reload shows it again.
    await page.reload();
    await page.getByLabel('Expediente', { exact: true }).selectOption(target.id);
    await expect(
      page
        .getByRole('group', { name: 'Firma del contrato' })
        .getByRole('button', { name: '4 de 5' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
