// Fills a plantilla's {{variables}} and splits the result into blocks both renderers (PDF and
// DOCX) lay out the same way. Unknown or missing-but-required variables fail loudly.
import { GenerationError, NOT_STATED, VARIABLES } from './variables.ts';

export type Block =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'spacer' };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The distinct {{names}} a template uses, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const braces = (names: string[]) => names.map((n) => `{{${n}}}`).join(', ');

/** The template with every variable replaced; throws GenerationError naming what is wrong. */
export function fillTemplate(template: string, values: ReadonlyMap<string, string | null>): string {
  const used = templateVariables(template);
  const unknown = used.filter((name) => !VARIABLES.has(name));
  if (unknown.length) {
    throw new GenerationError(`La plantilla usa variables desconocidas: ${braces(unknown)}.`);
  }
  const missing = used.filter((name) => VARIABLES.get(name)!.required && !values.get(name));
  if (missing.length) {
    throw new GenerationError(`Faltan datos del expediente para: ${braces(missing)}.`);
  }
  return template.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? NOT_STATED);
}

/** Lines → blocks: "# " headings, blank lines as spacers, every other line a paragraph. */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, ' ').trim();
    if (line === '') {
      if (blocks.length && blocks.at(-1)!.kind !== 'spacer') blocks.push({ kind: 'spacer' });
    } else if (line.startsWith('# ')) {
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  while (blocks.at(-1)?.kind === 'spacer') blocks.pop();
  return blocks;
}
