import { hasValidRfcCheckDigit } from '../../src/lib/mx-identifiers';
import { adminClient, collectErrors, expect, expectNoAxeViolations, test } from './records-test';
import { fillClientDialog, openNewClientDialog, toast } from './records-helpers';

// Published identifiers with valid check digits (RENAPO's example CURP, SAT's example RFC).
const RFC = 'GODE561231GR8';
const CURP = 'HEGG560427MVZRRL04';

test.describe('clientes', () => {
  test('creates a client, shows it masked, finds it by any field and edits it', async ({
    signedInPage: page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/app/clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect(page.getByText('Aún no hay clientes')).toBeVisible();
    await expectNoAxeViolations(page);

    await openNewClientDialog(page);
    // Typed lower-case and as bare digits: the dialog upper-cases and groups as it goes.
    await fillClientDialog(page, {
      name: 'José Pérez Muñoz',
      email: 'jose@example.mx',
      phone: '5551234567',
      rfc: RFC.toLowerCase(),
      curp: CURP.toLowerCase(),
      address: `Av. Insurgentes Sur ${'1234 '.repeat(30)}CDMX`,
    });
    await expect(toast(page, 'Cliente creado')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const row = page.getByRole('row', { name: /José Pérez Muñoz/ });
    await expect(row).toContainText('GOD***GR8');
    await expect(row).toContainText('HEG***L04');
    await expect(row).toContainText('***-4567');
    await expect(row).not.toContainText(RFC);
    const address = await row.getByRole('cell').nth(5).innerText();
    expect(address.endsWith('…')).toBe(true);
    expect(address.length).toBe(101);

    // Stored as the spec says: upper case, phone 3-3-4, empty optionals as null.
    const stored = await adminClient()
      .from('clients')
      .select('rfc, curp, phone')
      .eq('name', 'José Pérez Muñoz')
      .single();
    expect(stored.data).toEqual({ rfc: RFC, curp: CURP, phone: '555-123-4567' });

    await openNewClientDialog(page);
    await fillClientDialog(page, { name: 'Ana López' });
    // The first client's toast may still be up: the dialog closing is what says this one saved.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, 'Cliente creado')).toBeVisible();
    const onlyName = await adminClient()
      .from('clients')
      .select('email, phone, address, rfc, curp')
      .eq('name', 'Ana López')
      .single();
    expect(onlyName.data).toEqual({
      email: null,
      phone: null,
      address: null,
      rfc: null,
      curp: null,
    });

    // Newest first.
    await expect(page.getByRole('row').nth(1)).toContainText('Ana López');

    const search = page.getByLabel('Buscar clientes', { exact: true });
    for (const term of ['jose perez', 'JOSE@EXAMPLE', 'gode5612', 'hegg5604']) {
      await search.fill(term);
      await expect(page.getByRole('row', { name: /José Pérez Muñoz/ })).toBeVisible();
      await expect(page.getByRole('row', { name: /Ana López/ })).toHaveCount(0);
    }
    await search.fill('nadie se llama así');
    await expect(page.getByText('No se encontraron clientes con esa búsqueda')).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: 'Editar Ana López' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar cliente' });
    await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('Ana López');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Ana López Ruiz');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Cliente actualizado')).toBeVisible();
    await expect(page.getByRole('row', { name: /Ana López Ruiz/ })).toBeVisible();

    await page.getByRole('link', { name: 'Expedientes de José Pérez Muñoz' }).click();
    await expect(page).toHaveURL(/\/app\/expedientes\?clienteId=[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Cliente', { exact: true })).toContainText('José Pérez Muñoz');
    expect(errors).toEqual([]);
  });

  test('refuses each invalid field with its message, keeping what was typed', async ({
    signedInPage: page,
  }) => {
    await page.goto('/app/clientes');
    await openNewClientDialog(page);
    const dialog = page.getByRole('dialog');

    await fillClientDialog(page, { name: '   ' });
    await expect(dialog.getByText('El nombre es requerido')).toBeVisible();

    await fillClientDialog(page, { name: 'Carlos Ruiz', rfc: 'ABC12' });
    await expect(dialog.getByText('El RFC debe tener el formato correcto')).toBeVisible();
    await expect(toast(page, 'RFC inválido')).toBeVisible();
    await expect(dialog.getByLabel('RFC', { exact: true })).toHaveValue('ABC12');

    // Right shape, wrong check character.
    await fillClientDialog(page, { rfc: 'GODE561231GR9' });
    await expect(dialog.getByText(/dígito verificador del RFC no coincide/)).toBeVisible();

    await fillClientDialog(page, { rfc: RFC, curp: 'HEGG5604' });
    await expect(dialog.getByText('La CURP debe tener el formato correcto')).toBeVisible();
    await expect(toast(page, 'CURP inválido')).toBeVisible();

    await fillClientDialog(page, { curp: 'HEGG560427MVZRRL05' });
    await expect(dialog.getByText(/dígito verificador de la CURP no coincide/)).toBeVisible();

    await fillClientDialog(page, { curp: CURP, phone: '55512' });
    await expect(dialog.getByLabel('Teléfono', { exact: true })).toHaveValue('555-12');
    await expect(dialog.getByText(/El teléfono debe tener 10 dígitos/)).toBeVisible();

    // The inputs cap RFC, CURP and phone at 13, 18 and 12 characters.
    await expect(dialog.getByLabel('RFC', { exact: true })).toHaveAttribute('maxlength', '13');
    await expect(dialog.getByLabel('CURP', { exact: true })).toHaveAttribute('maxlength', '18');
    await expect(dialog.getByLabel('Teléfono', { exact: true })).toHaveAttribute('maxlength', '12');

    await fillClientDialog(page, { phone: '5559876543', email: 'no-es-correo' });
    await expect(dialog.getByText('Ingresa un correo electrónico válido')).toBeVisible();

    await fillClientDialog(page, { email: 'carlos@example.mx' });
    await expect(toast(page, 'Cliente creado')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('refuses a duplicate RFC or CURP in the office, also when another tab wins the race', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/app/clientes');
    await openNewClientDialog(page);
    await fillClientDialog(page, { name: 'Primera', rfc: RFC, curp: CURP });
    await expect(toast(page, 'Cliente creado')).toBeVisible();

    await openNewClientDialog(page);
    await fillClientDialog(page, { name: 'Segunda', rfc: RFC });
    await expect(toast(page, 'Cliente duplicado encontrado')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Ya existe un cliente con el mismo RFC')).toBeVisible();

    await fillClientDialog(page, { rfc: '', curp: CURP });
    await expect(dialog.getByText('Ya existe un cliente con el mismo CURP')).toBeVisible();

    // Another tab saves the same RFC after this tab's duplicate check passed: the unique index
    // refuses the insert and the dialog says so in the same words.
    let raced = false;
    const otherRfc = 'GODE561204GR0';
    expect(hasValidRfcCheckDigit(otherRfc)).toBe(true);
    await page.route('**/rest/v1/clients?select=id*', async (route) => {
      const response = await route.fetch();
      if (!raced) {
        raced = true;
        const { error } = await adminClient()
          .from('clients')
          .insert({ org_id: account.orgId, name: 'Otra pestaña', rfc: otherRfc });
        expect(error).toBeNull();
      }
      await route.fulfill({ response });
    });
    await fillClientDialog(page, { name: 'Tercera', rfc: otherRfc, curp: '' });
    await expect(dialog.getByText('Ya existe un cliente con el mismo RFC')).toBeVisible();
    expect(raced).toBe(true);
    const { count } = await adminClient()
      .from('clients')
      .select('id', { count: 'exact', head: true })
      .eq('org_id', account.orgId)
      .eq('rfc', otherRfc);
    expect(count).toBe(1);
  });
});
