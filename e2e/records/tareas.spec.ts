import type { Locator, Page } from '@playwright/test';
import { adminClient, collectErrors, expect, expectNoAxeViolations, test } from './records-test';
import { chooseOption, toast } from './records-helpers';

function column(page: Page, estado: 'pendiente' | 'en_curso' | 'bloqueada' | 'hecha'): Locator {
  return page.getByTestId(`columna-${estado}`);
}

async function estadoOf(orgId: string, titulo: string): Promise<string | undefined> {
  const { data } = await adminClient()
    .from('tareas')
    .select('estado')
    .eq('org_id', orgId)
    .eq('titulo', titulo)
    .single<{ estado: string }>();
  return data?.estado;
}

test.describe('tareas', () => {
  test('creates a task and moves it between columns by mouse, by keyboard and by menu', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/app/tareas');
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
    for (const name of ['Pendiente', 'En Curso', 'Bloqueada', 'Completada']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Nueva tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva tarea' });
    await dialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(dialog.getByText('Título es requerido')).toBeVisible();
    await dialog.getByLabel('Título').fill('Llamar al vendedor');
    await chooseOption(page, 'Prioridad', 'Urgente');
    await dialog.getByLabel('Vence el').fill('2030-05-17');
    await dialog.getByRole('button', { name: 'Crear tarea' }).click();
    await expect(toast(page, 'Tarea creada exitosamente')).toBeVisible();

    const card = column(page, 'pendiente')
      .getByTestId('tarea-card')
      .filter({ hasText: 'Llamar al vendedor' });
    await expect(card).toContainText('Urgente');
    await expect(card).toContainText('17 may 2030');
    await expect(column(page, 'pendiente').getByLabel('1 tareas')).toBeVisible();
    await expectNoAxeViolations(page);

    // Mouse: drag the handle onto the "En Curso" column.
    const handle = page.getByRole('button', { name: 'Arrastrar tarea Llamar al vendedor' });
    const target = column(page, 'en_curso');
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('board not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await page.mouse.up();
    await expect(column(page, 'en_curso')).toContainText('Llamar al vendedor');
    await expect(column(page, 'pendiente')).not.toContainText('Llamar al vendedor');
    await expect.poll(() => estadoOf(account.orgId, 'Llamar al vendedor')).toBe('en_curso');

    // Keyboard: Space picks the card up, the arrow moves it one column, Space drops it.
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    // dnd-kit's live region tells screen-reader users where the card is.
    await expect(
      page.getByText('La tarea Llamar al vendedor está sobre la columna Bloqueada.'),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(
      page.getByText('La tarea Llamar al vendedor se movió a la columna Bloqueada.'),
    ).toBeAttached();
    await expect(column(page, 'bloqueada')).toContainText('Llamar al vendedor');
    await expect.poll(() => estadoOf(account.orgId, 'Llamar al vendedor')).toBe('bloqueada');

    // Enter works as Space does; each key waits for the board to take the previous one, since a
    // key pressed before the sensor has picked the card up is lost.
    await handle.focus();
    await page.keyboard.press('Enter');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByText('La tarea Llamar al vendedor está sobre la columna Completada.'),
    ).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(column(page, 'hecha')).toContainText('Llamar al vendedor');
    await expect.poll(() => estadoOf(account.orgId, 'Llamar al vendedor')).toBe('hecha');

    // The card's menu reaches any column, e.g. straight back to Pendiente.
    await chooseOption(page, 'Mover tarea Llamar al vendedor', 'Pendiente');
    await expect(column(page, 'pendiente')).toContainText('Llamar al vendedor');
    await expect.poll(() => estadoOf(account.orgId, 'Llamar al vendedor')).toBe('pendiente');

    await page.reload();
    await expect(column(page, 'pendiente')).toContainText('Llamar al vendedor');
    expect(errors).toEqual([]);
  });
});
