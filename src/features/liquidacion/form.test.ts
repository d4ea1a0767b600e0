// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyForm, toInput } from './form';

describe('toInput', () => {
  it('splits a whole cost 20 % land / 80 % construction when no land cost is given', () => {
    const r = toInput({
      ...emptyForm(),
      fechaOperacion: '2023-05-30',
      precio: '$4,500,000.00',
      fechaAdquisicion: '2020-12-15',
      costoAdquisicion: '2800000',
      honorarios: '25000',
    });
    if (!r.ok) throw new Error(r.errors.join());
    expect(r.input.precio).toBe(450_000_000);
    expect(r.input.isr.terreno).toEqual({ fechaAdquisicion: '2020-12-15', costo: 56_000_000 });
    expect(r.input.isr.construccion).toEqual({
      fechaAdquisicion: '2020-12-15',
      costo: 224_000_000,
    });
    expect(r.input.isr.separacionPorRegla20).toBe(true);
    expect(r.input.costos.honorarios).toBe(2_500_000);
  });

  it('takes separate dates with the land share of the price', () => {
    const r = toInput({
      ...emptyForm(),
      fechaOperacion: '2023-05-30',
      precio: '5200000',
      fechasDistintas: true,
      fechaAdquisicion: '2020-12-15',
      costoTerreno: '800000',
      fechaConstruccion: '2022-04-10',
      costoConstruccion: '2000000',
      porcentajePrecioTerreno: '30',
    });
    if (!r.ok) throw new Error(r.errors.join());
    expect(r.input.isr.proporcionPrecioTerreno).toBe('0.3000');
    expect(r.input.isr.construccion?.fechaAdquisicion).toBe('2022-04-10');
  });

  it('lists what is missing in Spanish', () => {
    const r = toInput({ ...emptyForm(), precio: 'mucho' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContain('Fecha de firma: indique la fecha');
    expect(r.errors).toContain('Precio: escriba un importe como 1500000.00');
    expect(r.errors).toContain('Fecha de adquisición: indique la fecha');
  });
});
