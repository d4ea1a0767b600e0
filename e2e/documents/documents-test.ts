// Fixtures and helpers of the documents specs: the shared signed-in fixtures with the cookie
// choice made (the banner would cover buttons), files to upload and a compraventa case.
import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { adminClient, clientFor, test as base, type TestAccount } from '../support';

const COOKIE_CHOICE = JSON.stringify({ necessary: true, analytics: false, marketing: false });

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(
      `localStorage.setItem('cookie-consent-v1', ${JSON.stringify(COOKIE_CHOICE)})`,
    );
    await use(page);
  },
});

export { adminClient, clientFor, collectErrors, expect, expectNoAxeViolations } from '../support';

export const MAX_BYTES = 10_485_760;

/** A small file that starts like a PDF (on-upload judges by the first bytes). */
export function pdfBytes(text = 'Fedatario e2e'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${text} ${Date.now()}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`,
  );
}

/** PNG signature plus padding. */
export function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(`png ${Date.now()}`),
  ]);
}

/** A Windows executable's first bytes ("MZ"). */
export function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A toast by its exact title. */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first();
}

/** Picks a Radix select option by the select's label and the option's text. */
export async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * The request a download/open button's tab makes for the signed link (a GET with the token;
 * the app's own POST that mints the link is not it).
 */
export function nextSignedRequest(page: Page): Promise<Request> {
  return page.context().waitForEvent('request', {
    predicate: (request) =>
      request.method() === 'GET' &&
      request.url().includes('/object/sign/') &&
      new URL(request.url()).searchParams.has('token'),
  });
}

/** Seconds a signed link's token is valid (exp − iat of its JWT). */
export function signedUrlLifetime(url: string): number {
  const token = new URL(url).searchParams.get('token') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
  return payload.exp - payload.iat;
}

export interface SeededCase {
  expedienteId: string;
  folio: string;
  vendedor: string;
  comprador: string;
  vendedorId: string;
  compradorId: string;
}

/**
 * A compraventa case with two complete clients; with `withPartiesAndProperty` the parties and
 * the property are recorded too (generation needs them). With `asOpenedInApp` the case is opened
 * as the app opens it (create_expediente: default tasks and its guided flow at step 1).
 */
export async function seedCompraventa(
  account: TestAccount,
  { withPartiesAndProperty = false, title = 'Compraventa Reforma 100', asOpenedInApp = false } = {},
): Promise<SeededCase> {
  const admin = adminClient();
  const suffix = Math.random().toString(36).slice(2, 6);
  const { data: clients, error: clientsError } = await admin
    .from('clients')
    .insert([
      {
        org_id: account.orgId,
        name: `Ana Vendedora ${suffix}`,
        rfc: 'GODE561231GR8',
        curp: 'GODE561231HDFRRN04',
        domicilio: 'Calle Roble 1, Coyoacán, CDMX',
      },
      {
        org_id: account.orgId,
        name: `Beto Comprador ${suffix}`,
        rfc: 'MELM830528AB1',
        curp: 'HEGG560427MVZRRL04',
        domicilio: 'Calle Pino 2, Benito Juárez, CDMX',
      },
    ])
    .select('id, name');
  if (clientsError || !clients) throw clientsError ?? new Error('no clients');
  const [vendedor, comprador] = clients as { id: string; name: string }[];
  if (!vendedor || !comprador) throw new Error('clients missing');

  const { data: expediente, error } = asOpenedInApp
    ? await (
        await clientFor(account)
      )
        .rpc('create_expediente', {
          p_org_id: account.orgId,
          p_title: title,
          p_tipo: 'compraventa',
          p_client_id: comprador.id,
        })
        .select('id, folio')
        .single<{ id: string; folio: string }>()
    : await admin
        .from('expedientes')
        .insert({ org_id: account.orgId, tipo: 'compraventa', title, client_id: comprador.id })
        .select('id, folio')
        .single<{ id: string; folio: string }>();
  if (error) throw error;

  if (withPartiesAndProperty) {
    const partes = await admin.from('expediente_partes').insert([
      {
        org_id: account.orgId,
        expediente_id: expediente.id,
        rol: 'vendedor',
        client_id: vendedor.id,
      },
      {
        org_id: account.orgId,
        expediente_id: expediente.id,
        rol: 'comprador',
        client_id: comprador.id,
      },
    ]);
    if (partes.error) throw partes.error;
    const inmueble = await admin.from('inmuebles').insert({
      org_id: account.orgId,
      expediente_id: expediente.id,
      direccion: 'Av. Paseo de la Reforma 100, Col. Juárez',
      municipio: 'Cuauhtémoc',
      cp: '06600',
      folio_real: 'FR-2026-0042',
      valor_catastral: 850000,
    });
    if (inmueble.error) throw inmueble.error;
  }
  return {
    expedienteId: expediente.id,
    folio: expediente.folio,
    vendedor: vendedor.name,
    comprador: comprador.name,
    vendedorId: vendedor.id,
    compradorId: comprador.id,
  };
}
