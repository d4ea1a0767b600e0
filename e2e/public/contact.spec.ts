import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { anonKey } from '../../supabase/local/keys';
import { fetchFrom, randomLoopbackAddress } from '../../supabase/tests/loopback-fetch';
import { adminClient, apiUrl, expect, test } from '../support';
import { asReturningVisitor, uniqueEmail, waitForMail } from './helpers';

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/contacto');
  });

  test('shows the office details and the map keyed by the address', async ({ page }) => {
    const details = page.getByRole('region', { name: 'Datos de contacto' });
    await expect(details.getByText('General: contacto@fedatario.mx')).toBeVisible();
    await expect(details.getByText('Ventas: ventas@fedatario.mx')).toBeVisible();
    await expect(details.getByText('+52 55 4170 2288')).toBeVisible();
    await expect(details.getByText('Lunes a viernes de 9:00 a 18:00 (con cita)')).toBeVisible();
    const address =
      'Av. Paseo de la Reforma 296, Piso 12, Col. Juárez, Cuauhtémoc, 06600 Ciudad de México, CDMX';
    await expect(page.getByRole('link', { name: /Abrir en Google Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    );
    // The third-party map loads only when asked for.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.route('https://maps.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>mapa</p>' }),
    );
    await page.getByRole('button', { name: 'Mostrar mapa' }).click();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`,
    );
    await page.getByRole('button', { name: 'Agendar demo en vivo' }).click();
    await expect(page.getByRole('dialog', { name: 'Solicita una demo gratuita' })).toBeVisible();
  });

  test('checks the fields with the messages of the specs', async ({ page }) => {
    const form = page.locator('form').filter({ has: page.getByLabel('Nombre completo') });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Por favor completa todos los campos requeridos.')).toHaveCount(3);
    await form.getByLabel('Correo electrónico').fill('a@b');
    await expect(form.getByText('Por favor ingresa un email válido.')).toBeVisible();
  });

  test('sends a message: a row in contact_messages, a mail in the inbox, then a 30 s wait', async ({
    page,
  }) => {
    const name = `Lic. Prueba ${randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('contacto');
    const form = page.locator('form').filter({ has: page.getByLabel('Nombre completo') });
    await form.getByLabel('Nombre completo').fill(name);
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Teléfono (opcional)').fill('222 555 0101');
    await form.getByLabel('Mensaje').fill('Manejamos 80 compraventas al mes.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(page.getByText('Gracias. Tu mensaje fue enviado.')).toBeVisible();
    await expect(form.getByLabel('Nombre completo')).toHaveValue('');

    const { data, error } = await adminClient()
      .from('contact_messages')
      .select('name, email, phone, message, user_agent')
      .eq('email', email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      name,
      email,
      phone: '222 555 0101',
      message: 'Manejamos 80 compraventas al mes.',
    });
    expect(data![0]!.user_agent).toContain('Chrome');

    const mail = await waitForMail(name);
    expect(mail.Subject).toBe(`Nuevo mensaje de contacto de ${name}`);
    expect(mail.Text).toContain('Manejamos 80 compraventas al mes.');

    // A second message within 30 seconds is refused in the browser and saves nothing.
    await form.getByLabel('Nombre completo').fill(name);
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Mensaje').fill('Otro mensaje.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      page.getByText('Por favor espera 30 segundos antes de enviar otro mensaje.'),
    ).toBeVisible();
    await expect(form.getByLabel('Mensaje')).toHaveValue('Otro mensaje.');
    const again = await adminClient().from('contact_messages').select('id').eq('email', email);
    expect(again.data).toHaveLength(1);
  });

  test("explains the database's own limit (5 messages per e-mail in 10 minutes)", async ({
    page,
  }) => {
    const email = uniqueEmail('limite');
    // Earlier messages sent from another machine: the limit per e-mail is what is under test,
    // not the one per address (the browser and this process share 127.0.0.1).
    const anon = createClient(apiUrl, anonKey, {
      auth: { persistSession: false },
      global: { fetch: fetchFrom(randomLoopbackAddress()) },
    });
    for (let i = 0; i < 5; i++) {
      const { error } = await anon
        .from('contact_messages')
        .insert({ name: 'Previo', email, message: `Mensaje ${i}` });
      expect(error).toBeNull();
    }
    const form = page.locator('form').filter({ has: page.getByLabel('Nombre completo') });
    await form.getByLabel('Nombre completo').fill('Lic. Insistente');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Mensaje').fill('Sexto mensaje.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      page.getByText(
        'Recibimos varios mensajes tuyos en poco tiempo. Espera unos minutos antes de volver a escribir.',
      ),
    ).toBeVisible();
    await expect(form.getByLabel('Mensaje')).toHaveValue('Sexto mensaje.');
  });
});
