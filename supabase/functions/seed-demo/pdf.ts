// A small, real one-page PDF for each demo document, so no documents row points at a missing
// or fake file.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'npm:pdf-lib@1';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function demoPdf(title: string, folio: string, body: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Fixed metadata: the same demo document is byte-for-byte the same file on every seed.
  const date = new Date('2026-01-05T16:00:00Z');
  doc.setTitle(title);
  doc.setAuthor('Fedatario');
  doc.setCreator('Fedatario — datos demo');
  doc.setProducer('Fedatario');
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, gap: number, color = rgb(0, 0, 0)) => {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size + 4;
    }
    y -= gap;
  };

  write('DOCUMENTO DE DEMOSTRACIÓN — SIN VALOR LEGAL', bold, 9, 18, rgb(0.6, 0.1, 0.1));
  write(title, bold, 16, 6);
  write(`Expediente ${folio}`, regular, 11, 18, rgb(0.3, 0.3, 0.3));
  for (const paragraph of body) write(paragraph, regular, 11, 8);
  write(
    'Generado por Fedatario con datos ficticios para demostración.',
    regular,
    8,
    0,
    rgb(0.4, 0.4, 0.4),
  );
  return await doc.save();
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
