import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RISK_ALERTS } from '../risk-alerts';
import { RisksPage } from './risks-page';

describe('RisksPage', () => {
  it('says its alerts are examples, on a banner and on every card', () => {
    render(<RisksPage />);
    expect(screen.getByRole('note', { name: 'Alertas de ejemplo' })).toHaveTextContent(
      'Estas alertas son ejemplos.',
    );
    const cards = within(screen.getByRole('list', { name: 'Alertas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(RISK_ALERTS.length);
    for (const card of cards) {
      expect(within(card).getByText('Ejemplo', { exact: true })).toBeVisible();
      expect(card).toHaveAccessibleName(/^Ejemplo: /);
    }
    // Still marked after filtering.
    fireEvent.click(screen.getByRole('button', { name: 'Riesgo alto' }));
    for (const card of within(screen.getByRole('list', { name: 'Alertas' })).getAllByRole(
      'listitem',
    )) {
      expect(within(card).getByText('Ejemplo', { exact: true })).toBeVisible();
    }
  });

  it('names no folio a real case could have (PREFIX-YEAR-NUMBER)', () => {
    render(<RisksPage />);
    expect(document.body.textContent).not.toMatch(/\b[A-Z]{2,4}-\d{4}-\d{3,}\b/);
    for (const alert of RISK_ALERTS) {
      expect(alert.expediente).toMatch(/^Expediente de ejemplo · /);
    }
  });
});
