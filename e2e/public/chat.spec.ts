import { expect, test } from '../support';
import { asReturningVisitor } from './helpers';

test.describe('support chat', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/contacto');
  });

  test('opens with its title, subtitle and greeting; Enter or the button sends; blank is ignored', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Abrir chat de soporte' }).click();
    const panel = page.getByRole('dialog', { name: 'Soporte Fedatario' });
    await expect(panel.getByText('Respuesta inmediata')).toBeVisible();
    const log = panel.getByRole('log', { name: 'Conversación' });
    await expect(log).toContainText('¡Hola! Soy el asistente de Fedatario.');

    const input = panel.getByRole('textbox', { name: 'Escribe tu mensaje' });
    await expect(input).toBeFocused();
    await input.fill('   ');
    await input.press('Enter');
    await expect(log.getByText('Tú:')).toHaveCount(0);

    await input.fill('¿Tienen flujo de testamentos?');
    await input.press('Enter');
    await expect(log).toContainText('¿Tienen flujo de testamentos?');
    await expect(input).toHaveValue('');
    // The agent answers one second later.
    await expect(log).toContainText('Un especialista se pondrá en contacto contigo muy pronto.');

    await input.fill('¿Y de poderes?');
    await panel.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(log).toContainText('¿Y de poderes?');

    await panel.getByRole('button', { name: 'Ver precios' }).click();
    await expect(log).toContainText('¿Cuáles son los precios de los planes?');
    await expect(
      log.getByText('Un especialista se pondrá en contacto contigo muy pronto.', { exact: false }),
    ).toHaveCount(3);

    // Closing keeps the conversation.
    await panel.getByRole('button', { name: 'Cerrar chat', exact: true }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Abrir chat de soporte' }).click();
    await expect(page.getByRole('log', { name: 'Conversación' })).toContainText('¿Y de poderes?');
  });

  test('"Agendar demo" checks the form, confirms it and goes back with Volver', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Abrir chat de soporte' }).click();
    const panel = page.getByRole('dialog', { name: 'Soporte Fedatario' });
    await panel.getByRole('button', { name: 'Agendar demo' }).click();
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(panel.getByText('Escribe tu nombre.')).toBeVisible();
    await expect(panel.getByText('Escribe tu correo electrónico.')).toBeVisible();
    await expect(panel.getByText('Escribe tu mensaje.')).toBeVisible();

    await panel.getByLabel('Nombre').fill('Lic. Ana López');
    await panel.getByLabel('Correo electrónico').fill('ana@');
    await panel.getByLabel('Mensaje').fill('Quiero una demo el martes.');
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(panel.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
    await panel.getByLabel('Correo electrónico').fill('ana@notaria12.mx');
    await panel.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Mensaje enviado')).toBeVisible();
    await expect(page.getByText('Nos pondremos en contacto contigo pronto.')).toBeVisible();
    await expect(panel.getByRole('log', { name: 'Conversación' })).toBeVisible();

    await panel.getByRole('button', { name: 'Agendar demo' }).click();
    await panel.getByRole('button', { name: 'Volver' }).click();
    await expect(panel.getByRole('textbox', { name: 'Escribe tu mensaje' })).toBeVisible();
  });
});
