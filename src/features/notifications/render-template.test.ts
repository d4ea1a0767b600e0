import { describe, expect, it } from 'vitest';
import { caseVariables } from './case-variables';
import { renderTemplate, templateVariables } from './render-template';

describe('renderTemplate', () => {
  it('fills every placeholder, with or without spaces inside the braces', () => {
    const result = renderTemplate('Hola {{cliente_nombre}}, folio {{ expediente_folio }}.', {
      cliente_nombre: 'Ana Pérez',
      expediente_folio: 'PG-2026-0001',
    });
    expect(result).toEqual({ text: 'Hola Ana Pérez, folio PG-2026-0001.', missing: [] });
  });

  it('reports unknown and empty variables once each and leaves them visible', () => {
    const result = renderTemplate('{{a}} {{desconocida}} {{a}} {{vacia}} {{desconocida}}', {
      a: 'x',
      vacia: '  ',
    });
    expect(result.missing).toEqual(['desconocida', 'vacia']);
    expect(result.text).toBe('x {{desconocida}} x {{vacia}} {{desconocida}}');
  });

  it('does not treat inherited object properties as values', () => {
    expect(renderTemplate('{{constructor}}', {}).missing).toEqual(['constructor']);
  });

  it('leaves text without placeholders and malformed braces alone', () => {
    expect(renderTemplate('Sin variables {x} {{ 1a }}', {})).toEqual({
      text: 'Sin variables {x} {{ 1a }}',
      missing: [],
    });
  });

  it('lists the variables a template uses', () => {
    expect(templateVariables('{{b}} {{a}} {{ b }}')).toEqual(['b', 'a']);
  });

  it('renders from case data, and a missing client is reported', () => {
    const values = caseVariables(
      {
        folio: 'PM-2026-0003',
        title: 'Mandato López',
        tipo: 'poder_mandato',
        status: 'listo_firma',
        client_name: null,
        org_name: 'Notaría 12',
      },
      new Date(2026, 10, 21),
    );
    const result = renderTemplate(
      '{{notaria_nombre}}: {{expediente_tipo}} {{expediente_folio}} está {{expediente_estado}} ({{fecha}}). {{cliente_nombre}}',
      values,
    );
    expect(result.text).toBe(
      'Notaría 12: Poder de Mandato Especial PM-2026-0003 está Listo para Firma (21 de noviembre de 2026). {{cliente_nombre}}',
    );
    expect(result.missing).toEqual(['cliente_nombre']);
  });
});
