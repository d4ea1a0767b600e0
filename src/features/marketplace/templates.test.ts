import { describe, expect, it } from 'vitest';
import { filterTemplates, MARKETPLACE_TEMPLATES } from './templates';

describe('filterTemplates', () => {
  it('returns everything without filters', () => {
    expect(filterTemplates(MARKETPLACE_TEMPLATES, '', '')).toHaveLength(
      MARKETPLACE_TEMPLATES.length,
    );
  });

  it('filters by category and by text, ignoring accents and case', () => {
    expect(filterTemplates(MARKETPLACE_TEMPLATES, '', 'Poderes').map((t) => t.id)).toEqual([
      'pg-pleitos',
      'pm-bancario',
    ]);
    expect(filterTemplates(MARKETPLACE_TEMPLATES, 'CREDITO', '').map((t) => t.id)).toEqual([
      'cv-infonavit',
    ]);
    expect(filterTemplates(MARKETPLACE_TEMPLATES, 'infonavit', 'Poderes')).toEqual([]);
  });
});
