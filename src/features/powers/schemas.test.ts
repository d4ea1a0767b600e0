import { describe, expect, it } from 'vitest';
import { flujoPasos, MATERIAS_MANDATO, OBJETOS_PODER, stepProgress } from './power-kinds';
import {
  firstError,
  generalObjectSchema,
  generalPartiesSchema,
  mandatePartiesSchema,
  mandateSubjectSchema,
  POWER_MESSAGES,
  todayIso,
} from './schemas';

const TODAY = '2026-11-21';

describe('general power', () => {
  it('step 1 needs both parties, and different ones', () => {
    expect(firstError(generalPartiesSchema, { otorgante_id: '', apoderado_id: 'b' })).toBe(
      POWER_MESSAGES.generalParties,
    );
    expect(firstError(generalPartiesSchema, { otorgante_id: 'a', apoderado_id: 'a' })).toBe(
      POWER_MESSAGES.generalDifferent,
    );
    expect(firstError(generalPartiesSchema, { otorgante_id: 'a', apoderado_id: 'b' })).toBeNull();
  });

  it('step 2 needs an object of the list; the expiry is optional (indefinite) but never past', () => {
    const schema = generalObjectSchema(TODAY);
    const base = { objeto_poder: '', fecha_vencimiento: '', observaciones: '' };
    expect(firstError(schema, base)).toBe(POWER_MESSAGES.generalObject);
    expect(firstError(schema, { ...base, objeto_poder: 'algo inventado' })).toBe(
      POWER_MESSAGES.generalObject,
    );
    expect(firstError(schema, { ...base, objeto_poder: OBJETOS_PODER[0] })).toBeNull();
    expect(
      firstError(schema, {
        ...base,
        objeto_poder: OBJETOS_PODER[2],
        fecha_vencimiento: '2026-11-20',
      }),
    ).toBe(POWER_MESSAGES.futureValidity);
  });
});

describe('mandate', () => {
  it('step 1 needs grantor and mandatary, and different ones', () => {
    expect(firstError(mandatePartiesSchema, { otorgante_id: 'a', mandatario_id: '' })).toBe(
      POWER_MESSAGES.mandateParties,
    );
    expect(firstError(mandatePartiesSchema, { otorgante_id: 'a', mandatario_id: 'a' })).toBe(
      POWER_MESSAGES.mandateDifferent,
    );
  });

  it('step 2 needs subject and validity, and the validity must be after today', () => {
    const schema = mandateSubjectSchema(TODAY);
    const base = {
      materia_mandato: '',
      vigencia_hasta: '',
      alcance_especifico: '',
      limitaciones: '',
    };
    expect(firstError(schema, base)).toBe(POWER_MESSAGES.mandateSubject);
    expect(firstError(schema, { ...base, materia_mandato: MATERIAS_MANDATO[1] })).toBe(
      POWER_MESSAGES.mandateSubject,
    );
    expect(firstError(schema, { ...base, vigencia_hasta: '2027-01-01' })).toBe(
      POWER_MESSAGES.mandateSubject,
    );
    expect(
      firstError(schema, { ...base, materia_mandato: MATERIAS_MANDATO[1], vigencia_hasta: TODAY }),
    ).toBe(POWER_MESSAGES.futureValidity);
    expect(
      firstError(schema, {
        ...base,
        materia_mandato: MATERIAS_MANDATO[1],
        vigencia_hasta: '2026-11-22',
      }),
    ).toBeNull();
  });
});

describe('flow helpers', () => {
  it('shows the step and its percent', () => {
    expect(stepProgress(1)).toEqual({ label: 'Paso 1 de 4', percent: 25 });
    expect(stepProgress(3)).toEqual({ label: 'Paso 3 de 4', percent: 75 });
    expect(stepProgress(9)).toEqual({ label: 'Paso 4 de 4', percent: 100 });
  });

  it('marks every step before the current one completed', () => {
    expect(flujoPasos('poder_mandato', 3).map((p) => [p.nombre, p.completado])).toEqual([
      ['Otorgante y Mandatario', true],
      ['Materia del Mandato', true],
      ['Generación', false],
      ['Firma y Archivo', false],
    ]);
  });

  it("takes today's date in the user's time zone", () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });

  it('lists the six objects and six subjects of the spec', () => {
    expect(OBJETOS_PODER).toHaveLength(6);
    expect(MATERIAS_MANDATO).toHaveLength(6);
  });
});
