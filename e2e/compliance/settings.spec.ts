// Configuración (/app/configuracion): every tab, defaults and parsing rules, save, and a new
// folio series that the next case then gets.
import { clientFor, expect, expectNoAxeViolations, signIn, test } from '../support';
import { addMember, skipCookieBanner } from './helpers';

const mexicoYear = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(
    new Date(),
  );

test.describe('Configuración', () => {
  test('edits settings, parses what was typed, and a new series is used for folios', async ({
    account,
    signedInPage: page,
  }) => {
    // Many steps and axe scans on a shared 2-core machine.
    test.slow();
    await skipCookieBanner(page);
    await page.goto('/app/configuracion');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await expect(page).toHaveTitle('Configuración – Fedatario');
    for (const tab of [
      'General',
      'Series de Folio',
      'Plazos SLA',
      'Textos',
      'Firmas',
      'Compliance',
    ]) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(page.getByLabel('Nombre de la notaría')).toHaveValue(account.orgName);
    await page.getByLabel('Nombre del notario').fill('Lic. Carmen Ruiz');
    await expectNoAxeViolations(page);

    // Series: replace testamento with a new series; the preview shows the next folio.
    await page.getByRole('tab', { name: 'Series de Folio' }).click();
    const year = mexicoYear();
    await expect(
      page.getByRole('listitem', { name: 'Serie Compraventa' }).getByText(`CV-${year}-0001`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar serie Testamento Público Abierto' }).click();
    const group = page.getByRole('group', { name: 'Nueva serie' });
    await expect(group.getByLabel('Formato')).toHaveValue('PREFIX-{YEAR}-{NUMBER:4}');
    await expect(group.getByLabel('Contador inicial')).toHaveValue('1');
    await group.getByRole('button', { name: 'Agregar serie' }).click();
    await expect(group.getByText('Indica el tipo de expediente')).toBeVisible();
    await expect(group.getByText('Indica el prefijo de la serie')).toBeVisible();
    await group.getByLabel('Tipo de expediente').fill('testamento');
    await group.getByLabel('Prefijo').fill('TPA');
    // A format without a number would give every case the same folio.
    await group.getByLabel('Formato').fill('PREFIX/{YEAR}');
    await group.getByRole('button', { name: 'Agregar serie' }).click();
    await expect(group.getByText('El formato debe incluir {NUMBER} o {NUMBER:n}')).toBeVisible();
    await group.getByLabel('Formato').fill('PREFIX/{NUMBER:3}/{YEAR}');
    await group.getByLabel('Contador inicial').fill('5');
    await group.getByRole('button', { name: 'Agregar serie' }).click();
    const added = page.getByRole('listitem', { name: 'Serie Testamento Público Abierto' });
    await expect(added.getByText(`TPA/005/${year}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // SLA: days that are not a number become 30; reminders keep only numbers.
    await page.getByRole('tab', { name: 'Plazos SLA' }).click();
    const sla = page.getByRole('listitem', { name: 'Plazo Compraventa' });
    await expect(sla.getByLabel('Recordatorios (días antes)')).toHaveValue('7, 3, 1');
    await sla.getByLabel('Días límite').fill('treinta');
    await sla.getByLabel('Recordatorios (días antes)').fill('10, x, 4');
    const newSla = page.getByRole('group', { name: 'Nuevo plazo' });
    await expect(newSla.getByLabel('Días límite')).toHaveValue('30');
    await expect(newSla.getByLabel('Recordatorios (días antes)')).toHaveValue('7,3,1');

    await page.getByRole('tab', { name: 'Textos' }).click();
    await page.getByLabel('Encabezado de documentos').fill('NOTARÍA PÚBLICA 12');
    await page.getByRole('tab', { name: 'Firmas' }).click();
    await page.getByLabel('Digital').check();
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await page.getByLabel('Política de retención (meses)').fill('500');
    await page.getByLabel('Respaldo automático').click();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Guardar Configuración' }).click();
    await expect(page.getByText('Configuración guardada correctamente')).toBeVisible();
    await expect(page.getByLabel('Política de retención (meses)')).toHaveValue('120');

    const user = await clientFor(account);
    const { data: saved } = await user
      .from('org_settings')
      .select(
        'datos_notario, plazos_sla, textos_institucionales, configuracion_firma, politica_retencion_meses, configuracion_compliance',
      )
      .eq('org_id', account.orgId)
      .single();
    expect(saved).toMatchObject({
      datos_notario: { nombre: 'Lic. Carmen Ruiz' },
      plazos_sla: { compraventa: { dias_limite: 30, recordatorios_dias_antes: [10, 4] } },
      textos_institucionales: { encabezado_documentos: 'NOTARÍA PÚBLICA 12' },
      configuracion_firma: { tipos_firma_permitidos: ['fisica', 'electronica', 'digital'] },
      politica_retencion_meses: 120,
      configuracion_compliance: { backup_automatico: false, auditoria_activada: true },
    });
    const opened = await user
      .rpc('create_expediente', {
        p_org_id: account.orgId,
        p_title: 'Testamento de prueba',
        p_tipo: 'testamento',
      })
      .select('folio')
      .single();
    expect(opened.data?.folio).toBe(`TPA/005/${year}`);

    // After a reload the screen shows what the database kept, counter advanced.
    await page.reload();
    await page.getByRole('tab', { name: 'Series de Folio' }).click();
    await expect(
      page
        .getByRole('listitem', { name: 'Serie Testamento Público Abierto' })
        .getByText(`TPA/006/${year}`),
    ).toBeVisible();
  });

  test("an owner adds and removes the office's own non-working days", async ({
    account,
    signedInPage: page,
  }) => {
    await skipCookieBanner(page);
    await page.goto('/app/configuracion');
    await page.getByRole('tab', { name: 'Días inhábiles' }).click();
    await expect(page.getByText('No hay días inhábiles propios registrados')).toBeVisible();
    const group = page.getByRole('group', { name: 'Nuevo día inhábil' });
    await group.getByRole('button', { name: 'Agregar día inhábil' }).click();
    await expect(group.getByText('Indica la fecha')).toBeVisible();
    await expect(group.getByText('Indica el motivo del día inhábil')).toBeVisible();
    const date = `${Number(mexicoYear()) + 1}-12-12`;
    await group.getByLabel('Fecha').fill(date);
    await group.getByLabel('Motivo').fill('Día de la Virgen de Guadalupe');
    await group.getByRole('button', { name: 'Agregar día inhábil' }).click();
    const list = page.getByRole('list', { name: 'Días inhábiles de la notaría' });
    await expect(
      list.getByRole('listitem', { name: /Día de la Virgen de Guadalupe/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The same date twice is refused with a clear message.
    await group.getByLabel('Fecha').fill(date);
    await group.getByLabel('Motivo').fill('Otra vez');
    await group.getByRole('button', { name: 'Agregar día inhábil' }).click();
    await expect(page.getByText('Ya hay un día inhábil registrado en esa fecha')).toBeVisible();

    const user = await clientFor(account);
    const stored = await user.from('office_holidays').select('date, name');
    expect(stored.data).toEqual([{ date, name: 'Día de la Virgen de Guadalupe' }]);

    await list.getByRole('button', { name: /Eliminar día inhábil/ }).click();
    await expect(page.getByText('No hay días inhábiles propios registrados')).toBeVisible();
  });

  test('a plain member sees the settings read-only', async ({ account, page }) => {
    await skipCookieBanner(page);
    const member = await addMember(account);
    await signIn(page, member, '/app/configuracion');
    await expect(page.getByRole('note')).toContainText('Solo lectura');
    await expect(page.getByLabel('Nombre de la notaría')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Guardar Configuración' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
