// Lays the blocks out as a Letter-size PDF with pdf-lib: Times (a standard font with WinAnsi
// encoding, which covers Spanish: á é í ó ú ü ñ ¿ ¡), wrapped lines, as many pages as needed,
// and "Página n de N" in the footer.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'npm:pdf-lib@1';
import type { Block } from './template.ts';

const PAGE = { width: 612, height: 792 };
const MARGIN = { x: 72, top: 72, bottom: 72 };
const BODY = { size: 11.5, leading: 16 };
const HEADING = { size: 13, leading: 20 };
const SPACER = 10;

/** Characters WinAnsi cannot encode become "?" instead of making pdf-lib throw. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (ch) =>
    supported.has(ch.codePointAt(0)!) ? ch : '?',
  ).join('');
}

/** Greedy word wrap; a word wider than the line is cut where it overflows. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(
  title: string,
  blocks: Block[],
  footerNote: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Fedatario');
  pdf.setCreator('Fedatario');
  pdf.setProducer('Fedatario (pdf-lib)');
  pdf.setLanguage('es-MX');
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const width = PAGE.width - 2 * MARGIN.x;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN.top;
  const ensureRoom = (height: number) => {
    if (y - height < MARGIN.bottom) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN.top;
    }
  };

  for (const block of blocks) {
    if (block.kind === 'spacer') {
      y -= SPACER;
      continue;
    }
    const heading = block.kind === 'heading';
    const font = heading ? bold : regular;
    const { size, leading } = heading ? HEADING : BODY;
    if (heading) y -= 6;
    for (const line of wrap(encodable(font, block.text), font, size, width)) {
      ensureRoom(leading);
      y -= leading;
      const x = heading ? MARGIN.x + (width - font.widthOfTextAtSize(line, size)) / 2 : MARGIN.x;
      page.drawText(line, { x, y, size, font, color: rgb(0, 0, 0) });
    }
    y -= heading ? 6 : 4;
  }

  const pages = pdf.getPages();
  const note = encodable(regular, footerNote);
  pages.forEach((p, i) => {
    const label = `Página ${i + 1} de ${pages.length}`;
    p.drawText(note, { x: MARGIN.x, y: 40, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
    p.drawText(label, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(label, 8),
      y: 40,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return await pdf.save();
}
