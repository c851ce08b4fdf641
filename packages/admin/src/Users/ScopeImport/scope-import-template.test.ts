import { describe, expect, it } from 'vitest';
import { scopeImportTemplate, scopeText, type TemplateNames } from './scope-import-template';

const names = (header: TemplateNames['header'], workerGroupWord: string): TemplateNames => ({
  header,
  workerGroupWord,
  groups: [{ id: 7, name: 'Irodai munkatársak' }],
  demographies: [{ code: 'telephely', name: 'Telephely' }],
});
const HU = names(['e-mail', 'név', 'látókör'], 'munkavállalói csoport');

describe('the scope import template (docs/api.md "Scope import")', () => {
  it('writes a scope in the syntax the import reads, by the names the screens show', () => {
    const scope = {
      worker_group_ids: [7],
      demographies: [{ code: 'telephely', answers: ['Szeged', 'Pécs'] }],
    };
    expect(scopeText(scope, HU)).toBe('munkavállalói csoport: Irodai munkatársak; Telephely: Szeged, Pécs');
    expect(scopeText(null, HU)).toBe('');
  });

  it('is a UTF-8 csv with a byte-order mark, semicolons in Hungarian and commas in English, every user a row', () => {
    const users = [
      { email: 'a@example.test', name: 'Kovács Anna', scope: null },
      { email: 'b@example.test', name: 'B "Béla"', scope: { worker_group_ids: [7], demographies: [] } },
    ];
    expect(scopeImportTemplate(users, HU, 'hu')).toBe(
      '\uFEFF"e-mail";"név";"látókör"\r\n"a@example.test";"Kovács Anna";""\r\n' +
        '"b@example.test";"B ""Béla""";"munkavállalói csoport: Irodai munkatársak"\r\n',
    );
    const en = scopeImportTemplate(users, names(['e-mail', 'name', 'scope'], 'worker group'), 'en');
    expect(en.split('\r\n')[0]).toBe('\uFEFF"e-mail","name","scope"');
  });

  it('a name a spreadsheet would run as a formula gets a leading apostrophe, which the import takes off', () => {
    const text = scopeImportTemplate(
      [{ email: 'c@example.test', name: '=HYPERLINK("x")', scope: null }],
      HU,
      'hu',
    );
    expect(text).toContain('"\'=HYPERLINK(""x"")"');
  });
});
