/** The values a password e-mail fills in: the person's name and the link (spec 1 §7 templates). */
export interface TemplateValues {
  name?: string;
  link?: string;
}

/** The placeholders a template may use, as the editor documents them. */
export const TEMPLATE_PLACEHOLDERS = ['{{name}}', '{{link}}'] as const;

/** Fills `{{name}}` and `{{link}}` (spaces inside the braces allowed); other text stays as written. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(
    /\{\{\s*(name|link)\s*\}\}/g,
    (whole, key: keyof TemplateValues) => values[key] ?? whole,
  );
}
