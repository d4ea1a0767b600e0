// The same blocks as an editable Word document (docx), for the office to adjust before signing.
import {
  AlignmentType,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'npm:docx@9';
import type { Block } from './template.ts';

const FONT = 'Times New Roman';

function paragraph(block: Block): Paragraph {
  if (block.kind === 'spacer') return new Paragraph({ children: [] });
  if (block.kind === 'heading') {
    return new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 240, after: 120 },
      children: [new TextRun({ text: block.text, bold: true, size: 26, font: FONT })],
    });
  }
  return new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: 120 },
    children: [new TextRun({ text: block.text, size: 23, font: FONT })],
  });
}

export async function renderDocx(
  title: string,
  blocks: Block[],
  footerNote: string,
): Promise<Uint8Array> {
  const document = new Document({
    creator: 'Fedatario',
    title,
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${footerNote} · `, size: 16, font: FONT }),
                  new TextRun({
                    children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES],
                    size: 16,
                    font: FONT,
                  }),
                ],
              }),
            ],
          }),
        },
        children: blocks.map(paragraph),
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
