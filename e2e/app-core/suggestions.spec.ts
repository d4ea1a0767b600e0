import { expect, expectNoAxeViolations, insertRow, insertRows, selectRows, test } from '../support';

test.describe('flujo predictivo', () => {
  test('generates suggestions, applies one (case to listo_firma) and discards another', async ({
    signedInPage: page,
    account,
  }) => {
    const org_id = account.orgId;
    // A case ready for signature: in process, every task done, documents present.
    const ready = await insertRow<{ id: string; folio: string }>('expedientes', {
      org_id,
      tipo: 'compraventa',
      title: 'Compraventa lista',
      status: 'en_proceso',
    });
    await insertRows('tareas', [
      {
        org_id,
        expediente_id: ready.id,
        titulo: 'Revisar documentos del cliente',
        estado: 'hecha',
      },
      { org_id, expediente_id: ready.id, titulo: 'Validar identificaciones', estado: 'hecha' },
    ]);
    await insertRow('documents', { org_id, expediente_id: ready.id, title: 'Escritura borrador' });
    // A case in process without documents.
    const bare = await insertRow<{ id: string; folio: string }>('expedientes', {
      org_id,
      tipo: 'poder_general',
      title: 'Poder sin documentos',
      status: 'en_proceso',
    });

    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Flujo predictivo' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Flujo predictivo' })).toBeVisible();
    await expect(page.getByText('Sin sugerencias aún.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('Sugerencias generadas')).toBeVisible();

    const open = page.getByRole('region', { name: 'Sugerencias abiertas' });
    const readyItem = open
      .getByRole('listitem')
      .filter({ hasText: 'Puede pasar a Listo para Firma' });
    const bareItem = open.getByRole('listitem').filter({ hasText: 'no tiene documentos' });
    await expect(readyItem).toContainText(ready.folio);
    await expect(bareItem).toContainText(bare.folio);
    await expect(readyItem).toContainText('Impacto alto');
    await expectNoAxeViolations(page);

    await readyItem.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Estado actualizado')).toBeVisible();
    await expect(readyItem).toHaveCount(0);
    const [readyCase] = await selectRows<{ status: string }>('expedientes', 'status', {
      id: ready.id,
    });
    expect(readyCase?.status).toBe('listo_firma');
    const [applied] = await selectRows<{ estado: string; accepted_by: string }>(
      'sugerencias',
      'estado, accepted_by',
      { expediente_id: ready.id, kind: 'ready_for_next_status' },
    );
    expect(applied).toEqual({ estado: 'aplicada', accepted_by: account.userId });

    await bareItem.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByText('Sugerencia descartada')).toBeVisible();
    await expect(page.getByText('Sin sugerencias aún.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Historial' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(
      history.getByRole('listitem').filter({ hasText: 'no tiene documentos' }),
    ).toContainText('Descartada');
    const [bareCase] = await selectRows<{ status: string }>('expedientes', 'status', {
      id: bare.id,
    });
    expect(bareCase?.status).toBe('en_proceso');
  });

  test('/app/workflow opens the same screen', async ({ signedInPage: page }) => {
    await page.goto('/app/workflow');
    await expect(page.getByRole('heading', { level: 1, name: 'Flujo predictivo' })).toBeVisible();
  });

  test('an office-level suggestion becomes a task when applied', async ({
    signedInPage: page,
    account,
  }) => {
    await insertRow('sugerencias', {
      org_id: account.orgId,
      kind: 'configurar_notaria',
      impacto: 'alto',
      contenido: 'Completa los datos del notario en Configuración. Así aparecen en los documentos.',
    });
    await page.goto('/app/flujo-predictivo');
    const item = page.getByRole('listitem').filter({ hasText: 'Sugerencia para la notaría' });
    await item.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Tarea creada a partir de sugerencia')).toBeVisible();
    const tasks = await selectRows<{ titulo: string; prioridad: string; estado: string }>(
      'tareas',
      'titulo, prioridad, estado',
      { org_id: account.orgId },
    );
    expect(tasks).toEqual([
      {
        titulo: 'Completa los datos del notario en Configuración.',
        prioridad: 'alta',
        estado: 'pendiente',
      },
    ]);
  });
});
