import { describe, expect, it } from 'vitest';
import { operacionSections, type OperacionData } from './operacion';

const empty: OperacionData = {
  partes: [],
  inmueble: null,
  precio: null,
  variables: null,
  vigencia_hasta: null,
};

const rows = (sections: ReturnType<typeof operacionSections>) =>
  Object.fromEntries(sections.flatMap((section) => section.rows));

describe('operacionSections', () => {
  it('shows a sale’s parties, property and price', () => {
    const sections = operacionSections('compraventa', {
      ...empty,
      partes: [
        { rol: 'comprador', nombre: null, client: { name: 'Beto Comprador' } },
        { rol: 'vendedor', nombre: 'Ana Vendedora', client: null },
      ],
      inmueble: {
        direccion: 'Av. Paseo de la Reforma 100',
        municipio: 'Cuauhtémoc',
        cp: '06600',
        folio_real: 'FR-2026-0042',
        valor_catastral: '850000.00',
        credito_infonavit: true,
      },
      precio: 1_500_000,
    });
    expect(sections.map((s) => s.title)).toEqual(['Partes', 'Inmueble', 'Operación']);
    expect(rows(sections)).toEqual({
      Vendedor: 'Ana Vendedora',
      Comprador: 'Beto Comprador',
      Dirección: 'Av. Paseo de la Reforma 100',
      Municipio: 'Cuauhtémoc',
      'Código postal': '06600',
      'Folio real': 'FR-2026-0042',
      'Valor catastral': '$850,000.00',
      'Crédito INFONAVIT': 'Sí',
      'Precio de la operación': '$1,500,000.00',
    });
  });

  it('says what a sale has not captured yet', () => {
    expect(rows(operacionSections('compraventa', empty))).toEqual({
      Vendedor: 'Sin capturar',
      Comprador: 'Sin capturar',
      Inmueble: 'Sin capturar',
      'Precio de la operación': 'Sin escritura generada',
    });
  });

  it('shows a general power’s grantor, attorney and object', () => {
    const sections = operacionSections('poder_general', {
      ...empty,
      partes: [
        { rol: 'otorgante', nombre: 'Lucía', client: { name: 'Lucía Hernández' } },
        { rol: 'apoderado', nombre: 'Pedro', client: { name: 'Pedro Salas' } },
      ],
      variables: { objeto_poder: 'pleitos y cobranzas', fecha_vencimiento: null },
    });
    expect(rows(sections)).toMatchObject({
      Otorgante: 'Lucía Hernández',
      Apoderado: 'Pedro Salas',
      'Objeto del poder': 'pleitos y cobranzas',
      Vigencia: 'Indefinida',
    });
  });

  it('shows a mandate’s parties, subject and validity', () => {
    const sections = operacionSections('poder_mandato', {
      ...empty,
      partes: [
        { rol: 'mandante', nombre: 'Lucía Hernández', client: null },
        { rol: 'mandatario', nombre: 'Pedro Salas', client: null },
      ],
      variables: { materia_mandato: 'trámite administrativo', limitaciones: 'Solo en CDMX' },
      vigencia_hasta: '2027-03-01',
    });
    expect(rows(sections)).toMatchObject({
      Otorgante: 'Lucía Hernández',
      Mandatario: 'Pedro Salas',
      'Materia del mandato': 'trámite administrativo',
      Vigencia: '1 mar 2027',
      Limitaciones: 'Solo en CDMX',
      'Alcance específico': '—',
    });
  });

  it('has nothing to add for a type without a guided flow', () => {
    expect(operacionSections('testamento', empty)).toEqual([]);
  });
});
