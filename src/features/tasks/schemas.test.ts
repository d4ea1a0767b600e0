import { describe, expect, it } from 'vitest';
import { EMPTY_TAREA_FORM, TAREA_MESSAGES, dueDateToTimestamp, tareaFormSchema } from './schemas';

describe('tareaFormSchema', () => {
  it('requires a título with the spec message', () => {
    const result = tareaFormSchema.safeParse({ ...EMPTY_TAREA_FORM, titulo: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Título es requerido');
  });

  it('defaults to normal priority and stores empty optionals as null', () => {
    expect(tareaFormSchema.parse({ ...EMPTY_TAREA_FORM, titulo: 'Llamar al cliente' })).toEqual({
      titulo: 'Llamar al cliente',
      descripcion: null,
      prioridad: 'normal',
      vence_el: null,
    });
  });

  it('accepts only the four priorities', () => {
    const base = { ...EMPTY_TAREA_FORM, titulo: 'x' };
    expect(tareaFormSchema.safeParse({ ...base, prioridad: 'urgente' }).success).toBe(true);
    expect(tareaFormSchema.safeParse({ ...base, prioridad: 'critica' }).success).toBe(false);
  });

  it('makes a due day due at its end, local time', () => {
    const parsed = tareaFormSchema.parse({
      ...EMPTY_TAREA_FORM,
      titulo: 'x',
      venceEl: '2026-12-24',
    });
    const due = new Date(parsed.vence_el ?? '');
    expect([due.getFullYear(), due.getMonth(), due.getDate(), due.getHours()]).toEqual([
      2026, 11, 24, 23,
    ]);
  });

  it('refuses impossible dates', () => {
    expect(dueDateToTimestamp('2026-02-30')).toBeNull();
    const result = tareaFormSchema.safeParse({
      ...EMPTY_TAREA_FORM,
      titulo: 'x',
      venceEl: '2026-13-01',
    });
    expect(result.error?.issues[0]?.message).toBe(TAREA_MESSAGES.fechaInvalid);
  });
});
