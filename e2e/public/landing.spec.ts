import { adminClient, expect, test } from '../support';
import { asReturningVisitor, uniqueEmail } from './helpers';

test.describe('landing page', () => {
  test('has the claims, the four platform areas, the flows and the how-it-works link', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    for (const claim of ['85%', '99.9%', '500+']) {
      await expect(page.getByRole('list', { name: 'Resultados' }).getByText(claim)).toBeVisible();
    }
    for (const area of ['Asistente', 'Bóveda', 'Conocimiento', 'Flujos de trabajo']) {
      await expect(page.getByRole('heading', { level: 3, name: area })).toBeVisible();
    }
    const flows = page.locator('#flows');
    await expect(flows.getByText('Complejidad alta')).toHaveCount(2);
    await expect(flows.getByText('Complejidad media')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Seguridad y cumplimiento' })).toBeVisible();

    await page.getByRole('link', { name: 'Empieza ahora' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole('heading', { name: 'Un plan para cada notaría' })).toBeInViewport();
  });

  test('the AI highlights carousel moves with its buttons and the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await asReturningVisitor(page);
    await page.goto('/#features');
    // The carousel loads as its heading comes into view.
    await page.getByRole('heading', { name: 'Destacados con IA' }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Destacados' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group')).toHaveCount(4);
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const firstSlide = carousel.getByRole('group', { name: '1 de 4' });
    const lastSlide = carousel.getByRole('group', { name: '4 de 4' });

    // Three cards per row on a large screen: the fourth starts out of view.
    await expect(previous).toBeDisabled();
    await expect(lastSlide).not.toBeInViewport({ ratio: 0.9 });
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
    await expect(lastSlide).toBeInViewport({ ratio: 0.9 });
    await previous.click();
    await expect(previous).toBeDisabled();
    await expect(firstSlide).toBeInViewport({ ratio: 0.9 });

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(previous).toBeEnabled();
    await expect(lastSlide).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toBeDisabled();
  });

  test('the carousel shows one card per row on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await asReturningVisitor(page);
    await page.goto('/#features');
    // The carousel loads as its heading comes into view.
    await page.getByRole('heading', { name: 'Destacados con IA' }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Destacados' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group', { name: '1 de 4' })).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.getByRole('group', { name: '2 de 4' })).not.toBeInViewport();
    for (let i = 0; i < 3; i++) await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '4 de 4' })).toBeInViewport({ ratio: 0.9 });
  });

  test('the bottom demo box saves a lead, refuses a bad e-mail and a second send within 30 s', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Agenda una demo para tu notaría' });
    // The box loads as the visitor scrolls down to it.
    await box.scrollIntoViewIfNeeded();
    const email = box.getByRole('textbox', { name: 'Correo electrónico' });
    const submit = box.getByRole('button', { name: 'Solicitar demo' });

    await email.fill('sin-arroba');
    await submit.click();
    await expect(page.getByText('Por favor ingresa un email válido.')).toBeVisible();

    const address = uniqueEmail('landing');
    await email.fill(address);
    await submit.click();
    await expect(page.getByText('Te contactaremos para agendar una demo.')).toBeVisible();
    await expect(email).toHaveValue('');

    const admin = adminClient();
    const { data, error } = await admin
      .from('contact_messages')
      .select('name, email, phone, message')
      .eq('email', address);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Lead desde landing page',
        email: address,
        phone: null,
        message: 'Solicitud de demo de Fedatario desde la página principal.',
      },
    ]);

    await email.fill(uniqueEmail('landing-otra'));
    await submit.click();
    await expect(page.getByText('Por favor espera', { exact: true })).toBeVisible();
    await expect(page.getByText('Puedes enviar una solicitud cada 30 segundos.')).toBeVisible();
  });
});
