import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, availableNavItems } from './nav-items';

describe('sidebar entries', () => {
  it('lists the twenty entries of the spec, each once', () => {
    expect(NAV_ITEMS).toHaveLength(20);
    expect(new Set(NAV_ITEMS.map((item) => item.href)).size).toBe(20);
    expect(NAV_ITEMS.map((item) => item.href)).toContain('/app/satisfaccion');
  });

  it('hides entries whose route is not registered', () => {
    const shown = availableNavItems(NAV_ITEMS, new Set(['/app', '/app/busqueda']));
    expect(shown.map((item) => item.label)).toEqual(['Panel', 'Búsqueda']);
  });
});
