// @vitest-environment node
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../src/features/marketing/content/guides';
import { guidePdf } from './guides-pdf-plugin';
import { wrapText } from './text-pdf';

describe('guide PDFs', () => {
  it.each(GUIDES.map((guide) => [guide.slug, guide] as const))(
    '%s is a readable PDF with its title, Spanish accents and every item',
    async (_slug, guide) => {
      const bytes = guidePdf(guide);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text, totalPages } = await extractText(pdf, { mergePages: true });
      expect(totalPages).toBeGreaterThanOrEqual(1);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(guide.title);
      expect(flat).toContain(`página 1 de ${totalPages}`);
      for (const item of guide.sections.flatMap((s) => s.items)) {
        expect(flat).toContain(item.split(' ').slice(0, 4).join(' '));
      }
    },
  );

  it('wraps long text into lines that fit the width', () => {
    const lines = wrapText('palabra '.repeat(60).trim(), 11, 468);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('palabra '.repeat(60).trim());
  });
});
