import { describe, expect, it } from 'vitest';
import { toForm, toUpdate } from './model';
import { defaultRow } from './testing-fixtures';

describe('settings model', () => {
  it('round-trips the stored record unchanged when nothing is edited', () => {
    const row = defaultRow();
    const { org_id: _org, ...stored } = row;
    expect(toUpdate(toForm(row), row)).toEqual(stored);
  });

  it('shows series and SLAs as lists and reminders as a comma list', () => {
    const form = toForm(defaultRow());
    expect(form.series.map((s) => s.tipo)).toEqual([
      'compraventa',
      'poder_general',
      'poder_mandato',
      'testamento',
    ]);
    expect(form.plazos[0]).toEqual({
      tipo: 'compraventa',
      dias_limite: '30',
      recordatorios: '7, 3, 1',
    });
    expect(form.politica_retencion_meses).toBe('60');
  });

  it('parses what was typed: SLA days, reminders and retention', () => {
    const row = defaultRow();
    const form = toForm(row);
    form.plazos[0] = { tipo: 'compraventa', dias_limite: 'treinta', recordatorios: '10, x, 4' };
    form.politica_retencion_meses = '500';
    form.series.push({ tipo: 'otro', prefijo: ' OT ', formato: '', contador_actual: 1 });
    const update = toUpdate(form, row);
    expect(update.plazos_sla).toMatchObject({
      compraventa: { dias_limite: 30, recordatorios_dias_antes: [10, 4] },
    });
    expect(update.politica_retencion_meses).toBe(120);
    expect(update.series_folio).toMatchObject({
      otro: { prefijo: 'OT', formato: 'PREFIX-{YEAR}-{NUMBER:4}', contador_actual: 1 },
    });
  });

  it('drops a removed series and keeps keys it does not edit', () => {
    const row = defaultRow();
    row.datos_notario = { nombre: 'Lic. Ruiz', extra: 'se conserva' };
    const form = toForm(row);
    form.series = form.series.filter((s) => s.tipo !== 'testamento');
    const update = toUpdate(form, row);
    expect(Object.keys(update.series_folio as object)).not.toContain('testamento');
    expect(update.datos_notario).toMatchObject({ nombre: 'Lic. Ruiz', extra: 'se conserva' });
  });
});
