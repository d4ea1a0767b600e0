import { expect, test } from '../support';
import { asReturningVisitor } from './helpers';

const LINKS = [
  'Plataforma',
  'Funciones',
  'Flujos',
  'Precios',
  'Recursos',
  'Testimonios',
  'Contacto',
];

test.describe('header on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the seven links, Acceder and Demo gratuita, and navigates', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '81px'); // 80 px plus its 1 px bottom border
    const nav = header.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link')).toHaveText(LINKS);
    await expect(header.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Acceder' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Demo gratuita' })).toBeVisible();

    await nav.getByRole('link', { name: 'Precios' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Precios' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'Flujos' }).click();
    await expect(page).toHaveURL(/\/#flows$/);
    await expect(page.getByRole('heading', { name: 'Cada acto, paso a paso' })).toBeInViewport();

    await nav.getByRole('link', { name: 'Recursos' }).click();
    await expect(page).toHaveURL(/\/recursos$/);

    await header.getByRole('link', { name: 'Acceder' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await header.getByRole('link', { name: 'Fedatario' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hides the links behind a menu that closes when a link is chosen', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Acceder' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Demo gratuita' })).toBeVisible();

    const toggle = header.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    const menu = header.getByRole('navigation', { name: 'Menú móvil' });
    await expect(menu.getByRole('link')).toHaveText([...LINKS, 'Acceder']);
    await expect(header.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await menu.getByRole('link', { name: 'Testimonios' }).click();
    await expect(page).toHaveURL(/\/testimonios$/);
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await header.getByRole('button', { name: 'Abrir menú' }).click();
    await header
      .getByRole('navigation', { name: 'Menú móvil' })
      .getByRole('link', { name: 'Acceder' })
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(header.getByRole('navigation', { name: 'Menú móvil' })).toBeHidden();
  });
});

test('the footer has its four columns, contact details, legal links and newsletter', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'contacto@fedatario.mx' })).toHaveAttribute(
    'href',
    'mailto:contacto@fedatario.mx',
  );
  await expect(footer.getByRole('link', { name: '+52 55 4170 2288' })).toHaveAttribute(
    'href',
    'tel:+525541702288',
  );
  await expect(footer.getByRole('navigation', { name: 'Producto' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Empresa' })).toBeVisible();
  await expect(footer.getByText('© 2024 Fedatario')).toBeVisible();
  await expect(footer.getByRole('group', { name: 'Idioma' }).getByRole('button')).toHaveText([
    'ESEspañol',
    'ENEnglish',
  ]);

  const email = footer.getByRole('textbox', { name: /Recibe novedades/ });
  await footer.getByRole('button', { name: 'Suscribirme' }).click();
  // The browser's own check keeps an empty address from being "subscribed".
  await expect(page.getByText('¡Gracias por suscribirte!')).toHaveCount(0);
  await email.fill('lectora@notaria.mx');
  await footer.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('¡Gracias por suscribirte!')).toBeVisible();
  await expect(
    page.getByText('Te mantendremos informado sobre novedades de Fedatario.'),
  ).toBeVisible();
  await expect(email).toHaveValue('');

  await footer.getByRole('link', { name: 'Aviso de privacidad' }).click();
  await expect(page).toHaveURL(/\/legal\/privacidad$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' }).click();
  await expect(page).toHaveURL(/\/legal\/cookies$/);
});
