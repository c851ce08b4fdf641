/**
 * The values a template fills in: the person's name and the link (spec 1 §7 templates); a shared date's mail also
 * the survey month and the report link (docs/guide/hr-admin.en.md "Sharing a date with scoped users").
 */
export interface TemplateValues {
  name?: string;
  link?: string;
  date?: string;
  report_link?: string;
}

/** The placeholders a template may use, as the editor documents them. */
export const TEMPLATE_PLACEHOLDERS = ['{{name}}', '{{link}}', '{{date}}', '{{report_link}}'] as const;

/** Fills `{{name}}`, `{{link}}`, `{{date}}` and `{{report_link}}` (spaces inside the braces allowed); other text stays as written. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(
    /\{\{\s*(name|link|date|report_link)\s*\}\}/g,
    (whole, key: keyof TemplateValues) => values[key] ?? whole,
  );
}

/** The text without the lines that hold a placeholder: a share without the report drops its report line. */
export function withoutLinesOf(text: string, placeholder: 'report_link'): string {
  const pattern = new RegExp(`\\{\\{\\s*${placeholder}\\s*\\}\\}`);
  return text
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
