import { describe, expect, it } from 'vitest';
import {
  officeHolidayDefaults,
  officeHolidaySchema,
  newSeriesDefaults,
  newSeriesSchema,
  newSlaDefaults,
  newSlaSchema,
  settingsSchema,
} from './schemas';
import { toForm } from './model';
import { defaultRow } from './testing-fixtures';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('new folio series', () => {
  it('needs a type and a prefix', () => {
    expect(messagesOf(newSeriesSchema([]).safeParse(newSeriesDefaults))).toEqual([
      'Indica el tipo de expediente',
      'Indica el prefijo de la serie',
    ]);
  });

  it('starts with format PREFIX-{YEAR}-{NUMBER:4} and counter 1', () => {
    expect(newSeriesDefaults).toEqual({
      tipo: '',
      prefijo: '',
      formato: 'PREFIX-{YEAR}-{NUMBER:4}',
      contador_actual: 1,
    });
  });

  it('refuses a second series for the same type and a counter below 1', () => {
    const schema = newSeriesSchema(['testamento']);
    expect(
      messagesOf(schema.safeParse({ ...newSeriesDefaults, tipo: ' testamento ', prefijo: 'T' })),
    ).toEqual(['Ya existe una serie para ese tipo']);
    expect(
      messagesOf(
        schema.safeParse({ ...newSeriesDefaults, tipo: 'otro', prefijo: 'O', contador_actual: 0 }),
      ),
    ).toEqual(['El contador debe ser un número entero mayor o igual a 1']);
    expect(
      messagesOf(
        schema.safeParse({
          ...newSeriesDefaults,
          tipo: 'otro',
          prefijo: 'O',
          contador_actual: Number.NaN,
        }),
      ),
    ).toEqual(['El contador debe ser un número entero mayor o igual a 1']);
  });
});

describe('folio format', () => {
  const schema = newSeriesSchema([]);
  const withFormat = (formato: string) =>
    messagesOf(schema.safeParse({ ...newSeriesDefaults, tipo: 'otro', prefijo: 'O', formato }));

  it('must number the folios: {NUMBER} or {NUMBER:n}', () => {
    expect(withFormat('PREFIX-{YEAR}')).toEqual([
      'El formato debe incluir {NUMBER} o {NUMBER:n} (por ejemplo PREFIX-{YEAR}-{NUMBER:4})',
    ]);
    expect(withFormat('PREFIX-{NUMBER:}')).toHaveLength(1);
    expect(withFormat('PREFIX-{NUMBER}')).toEqual([]);
    expect(withFormat('{YEAR}/PREFIX/{NUMBER:6}')).toEqual([]);
  });

  it('accepts a blank format, which means the default', () => {
    expect(withFormat('   ')).toEqual([]);
  });
});

describe('new SLA', () => {
  it('needs a type; 30 days and reminders 7,3,1 by default', () => {
    expect(newSlaDefaults).toEqual({ tipo: '', dias_limite: '30', recordatorios: '7,3,1' });
    expect(messagesOf(newSlaSchema([]).safeParse(newSlaDefaults))).toEqual([
      'Indica el tipo de expediente',
    ]);
    expect(
      messagesOf(
        newSlaSchema(['compraventa']).safeParse({ ...newSlaDefaults, tipo: 'compraventa' }),
      ),
    ).toEqual(['Ya existe un plazo para ese tipo']);
  });
});

describe('settings form', () => {
  it('accepts the database defaults as loaded', () => {
    expect(settingsSchema.safeParse(toForm(defaultRow())).success).toBe(true);
  });

  it('requires each series prefix and a valid sender e-mail', () => {
    const form = toForm(defaultRow());
    form.series[0]!.prefijo = '  ';
    form.notificaciones.email_remitente = 'no-es-correo';
    expect(messagesOf(settingsSchema.safeParse(form))).toEqual([
      'Indica el prefijo de la serie',
      'Correo electrónico inválido',
    ]);
  });
});

describe('office holiday', () => {
  it('needs a date within 2000–2100 and a reason of at most 120 characters', () => {
    expect(messagesOf(officeHolidaySchema.safeParse(officeHolidayDefaults))).toEqual([
      'Indica la fecha',
      'Indica el motivo del día inhábil',
    ]);
    expect(
      messagesOf(officeHolidaySchema.safeParse({ date: '1999-12-31', name: 'x'.repeat(121) })),
    ).toEqual([
      'La fecha debe estar entre 2000 y 2100',
      'El motivo no debe pasar de 120 caracteres',
    ]);
    expect(
      officeHolidaySchema.safeParse({ date: '2026-12-12', name: ' Día de la Virgen ' }),
    ).toEqual({ success: true, data: { date: '2026-12-12', name: 'Día de la Virgen' } });
  });
});
