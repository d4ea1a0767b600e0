// A tiny hand-written scanner shared by the query-string parsers. Failures become PGRST100
// errors worded like PostgREST's (which uses Parsec): the parameter, its value, the column of
// the offending character and what was expected there.
import { parseError } from './errors';
import type { FieldRef, JsonStep } from './ast';

// PostgREST's identifier characters: letters, digits, `_`, `$` and spaces (trimmed).
const identChar = /[\p{L}\p{N}_ $]/u;

/** Deeper nesting (select embeds, logic trees) is refused: it would only exhaust stacks. */
export const maxDepth = 64;

export class Cursor {
  pos = 0;

  constructor(
    readonly input: string,
    /** e.g. `select parameter`, `filter`, `order` — used in the error message. */
    readonly what: string,
  ) {}

  get eof(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  /** Consumes `text` when it comes next. */
  accept(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string): void {
    if (!this.accept(text)) this.fail(`"${text}"`);
  }

  fail(expecting: string, details?: string): never {
    const unexpected = this.eof
      ? 'unexpected end of input'
      : `unexpected ${JSON.stringify(this.peek())}`;
    throw parseError(
      this.what,
      this.input,
      this.pos + 1,
      details ?? `${unexpected} expecting ${expecting}`,
    );
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** `"quoted \" value"` with backslash escapes; the cursor must be on the opening quote. */
  quoted(): string {
    this.expect('"');
    let out = '';
    for (;;) {
      if (this.eof) this.fail('"\\"" (closing quote)');
      const ch = this.input[this.pos++]!;
      if (ch === '"') return out;
      if (ch === '\\') {
        if (this.eof) this.fail('escaped character');
        out += this.input[this.pos++];
      } else out += ch;
    }
  }

  private identifier(): string | null {
    const start = this.pos;
    while (!this.eof && identChar.test(this.peek())) this.pos++;
    return this.pos > start ? this.input.slice(start, this.pos) : null;
  }

  /**
   * A field name: a quoted value, or identifiers joined by `-` (a `-` followed by `>` starts a
   * JSON arrow instead). Unquoted names are trimmed, as PostgREST does.
   */
  fieldName(): string {
    this.skipSpaces();
    if (this.peek() === '"') return this.quoted();
    const parts: string[] = [];
    for (;;) {
      const part = this.identifier();
      if (part === null) {
        if (parts.length === 0) this.fail('field name (* or [a..z0..9_$])');
        this.pos--; // give the dash back: `a-` followed by nothing usable
        break;
      }
      parts.push(part);
      if (this.peek() === '-' && this.peek(1) !== '>') {
        this.pos++;
        continue;
      }
      break;
    }
    const name = parts.join('-').trim();
    if (name === '') this.fail('field name (* or [a..z0..9_$])');
    return name;
  }

  /** `->key`, `->>key`, `->0`, `->>-1`, repeated. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.accept('->>')) arrow = '->>';
      else if (this.accept('->')) arrow = '->';
      else return steps;
      const index = /^-?\d+(?=$|->|::|[.,)])/.exec(this.input.slice(this.pos));
      if (index) {
        this.pos += index[0].length;
        steps.push({ arrow, key: index[0], index: true });
      } else {
        steps.push({ arrow, key: this.fieldName(), index: false });
      }
    }
  }

  field(): FieldRef {
    const name = this.fieldName();
    const json = this.jsonPath();
    this.skipSpaces();
    return { name, json };
  }

  /** A cast type name: letters, digits, `_` and spaces only, so it can go into SQL verbatim. */
  castName(): string {
    const match = /^[A-Za-z_][A-Za-z0-9_ ]*/.exec(this.input.slice(this.pos));
    if (!match) this.fail('letter or digit');
    this.pos += match[0].length;
    return match[0].trim();
  }

  /** Refuses nesting beyond `maxDepth` with a PGRST100. */
  checkDepth(depth: number): void {
    if (depth > maxDepth) this.fail('', `nesting deeper than ${maxDepth} levels`);
  }

  end(expecting: string): void {
    if (!this.eof) this.fail(expecting);
  }
}
