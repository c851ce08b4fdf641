import type { Demography, LanguageCode, User, UserScope, WorkerGroup } from '@pulzus/core';

/** What the template names a scope's parts by: the words of the screen's language and the account's names. */
export interface TemplateNames {
  /** The header row: e-mail, name, scope in the screen's language. */
  header: readonly [string, string, string];
  /** The worker group dimension's word ("munkavállalói csoport", "worker group"). */
  workerGroupWord: string;
  groups: readonly Pick<WorkerGroup, 'id' | 'name'>[];
  /** The latest date's demographies: a scope names a demography by code, the file by its name. */
  demographies: readonly Pick<Demography, 'code' | 'name'>[];
}

/** A scope in the import's syntax (docs/api.md "Scope import"): `dimension: value, value; dimension: value`. */
export function scopeText(scope: UserScope | null | undefined, names: TemplateNames): string {
  if (!scope) return '';
  const groups = new Map(names.groups.map((group) => [group.id, group.name]));
  const parts: string[] = [];
  if (scope.worker_group_ids.length > 0)
    parts.push(
      `${names.workerGroupWord}: ${scope.worker_group_ids.map((id) => groups.get(id) ?? String(id)).join(', ')}`,
    );
  for (const demography of scope.demographies) {
    const name = names.demographies.find((d) => d.code === demography.code)?.name ?? demography.code;
    parts.push(`${name}: ${demography.answers.join(', ')}`);
  }
  return parts.join('; ');
}

// a cell a spreadsheet program would run as a formula gets a leading apostrophe, which the import takes off again
// (docs/security.md "Downloads"; the server's spreadsheet-safety.ts)
const DANGEROUS = /^[\p{Zs}']*[=+\-@\t\r]/u;
const safe = (value: string) => (DANGEROUS.test(value) ? `'${value}` : value);

/**
 * The template file: the header row, then every user of the account with their current scope in the import's
 * syntax, so an admin edits the scope cells and uploads it again (rows left as they are change nothing). A csv with
 * a byte-order mark, semicolon-separated for Hungarian (as Excel in Hungarian opens it), comma-separated for English.
 */
export function scopeImportTemplate(
  users: readonly Pick<User, 'email' | 'name' | 'scope'>[],
  names: TemplateNames,
  language: LanguageCode,
): string {
  const separator = language === 'hu' ? ';' : ',';
  const field = (value: string) => `"${safe(value).replaceAll('"', '""')}"`;
  const rows = [names.header, ...users.map((user) => [user.email, user.name, scopeText(user.scope, names)])];
  return `\uFEFF${rows.map((row) => row.map(field).join(separator)).join('\r\n')}\r\n`;
}
