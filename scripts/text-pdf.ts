// A small PDF writer for text documents (the /recursos guides): Letter pages, Helvetica with
// WinAnsi encoding (covers Spanish: á é í ó ú ü ñ ¿ ¡), word wrap by approximate glyph widths,
// and "página n de N" in the footer. Standard fonts need no embedding, so no dependency.

export interface TextLine {
  text: string;
  style: 'title' | 'heading' | 'body' | 'bullet';
}

const PAGE = { width: 612, height: 792, margin: 72 };
const STYLES = {
  title: { font: 'F2', size: 18, leading: 26, before: 0 },
  heading: { font: 'F2', size: 13, leading: 18, before: 10 },
  body: { font: 'F1', size: 11, leading: 15, before: 4 },
  bullet: { font: 'F1', size: 11, leading: 15, before: 3 },
} as const;

/** Helvetica widths (thousandths of an em), grouped; bold is a little wider, hence the margin. */
function glyphWidth(ch: string): number {
  if (" .,;:!|'ijlI".includes(ch)) return 278;
  if ('ftr()-[]/'.includes(ch)) return 333;
  if ('mwMW%'.includes(ch)) return 889;
  if (/[A-ZÁÉÍÓÚÑÜ]/.test(ch)) return 722;
  return 556;
}

function textWidth(text: string, size: number): number {
  return (Array.from(text).reduce((sum, ch) => sum + glyphWidth(ch), 0) * size * 1.06) / 1000;
}

export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal in WinAnsi bytes; characters outside it become "?". */
function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    const byte =
      winAnsiExtras[ch] ??
      (code < 0x100 && ((code >= 0x20 && code < 0x7f) || code >= 0xa0) ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

interface Placed {
  font: string;
  size: number;
  x: number;
  y: number;
  text: string;
}

function layout(lines: TextLine[]): Placed[][] {
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin + 20;
  const pages: Placed[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const style = STYLES[line.style];
    const indent = line.style === 'bullet' ? 14 : 0;
    const wrapped = wrapText(line.text, style.size, width - indent);
    y -= style.before;
    wrapped.forEach((text, i) => {
      if (y - style.leading < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      const page = pages[pages.length - 1]!;
      if (line.style === 'bullet' && i === 0) {
        page.push({ font: style.font, size: style.size, x: PAGE.margin, y, text: '•' });
      }
      page.push({ font: style.font, size: style.size, x: PAGE.margin + indent, y, text });
    });
  }
  return pages;
}

function contentStream(items: Placed[], footer: string): Buffer {
  const parts: Buffer[] = [];
  for (const item of [
    ...items,
    { font: 'F1', size: 9, x: PAGE.margin, y: PAGE.margin - 20, text: footer },
  ]) {
    parts.push(
      Buffer.from(`BT /${item.font} ${item.size} Tf ${item.x} ${item.y.toFixed(2)} Td `, 'latin1'),
      pdfString(item.text),
      Buffer.from(' Tj ET\n', 'latin1'),
    );
  }
  return Buffer.concat(parts);
}

/** The PDF file's bytes. */
export function renderTextPdf(title: string, lines: TextLine[], footerNote: string): Buffer {
  const pages = layout(lines);
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const info = add(
    Buffer.concat([
      Buffer.from('<< /Title '),
      pdfString(title),
      Buffer.from(' /Producer (Fedatario) >>'),
    ]),
  );
  const kids = pages.map((items, index) => {
    const stream = contentStream(items, `${footerNote} · página ${index + 1} de ${pages.length}`);
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (es-MX) >>`);
  objects[pagesId - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
