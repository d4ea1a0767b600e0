/** {{variable}} placeholders: letters, digits and underscores, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export type TemplateValues = Readonly<Record<string, string | null | undefined>>;

export interface RenderResult {
  text: string;
  /** Placeholders with no value (unknown or empty), each once, in order of appearance. */
  missing: string[];
}

/** The variable names a template uses, each once, in order of appearance. */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names];
}

/**
 * Fills each {{variable}} with its value. A placeholder without a value is left as written and
 * reported in `missing`, so a message never goes out with a silent gap.
 */
export function renderTemplate(template: string, values: TemplateValues): RenderResult {
  const missing = new Set<string>();
  const text = template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null || value.trim() === '') {
      missing.add(name);
      return placeholder;
    }
    return value;
  });
  return { text, missing: [...missing] };
}
