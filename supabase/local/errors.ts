/** A start-up failure the CLI prints as one clear line (what went wrong and where), then exits. */
export class StackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StackError';
  }
}
