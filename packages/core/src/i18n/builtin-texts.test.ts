import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '../schemas/language-codes';
import { graphMessages } from './catalogue';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEXT_KEYS, BUILTIN_TEXTS } from './builtin-texts';

const FILE = fileURLToPath(new URL('./builtin-texts.ts', import.meta.url));
const UPDATE =
  'UPDATE_BUILTIN_TEXTS=1 npx vitest run --project core packages/core/src/i18n/builtin-texts.test.ts';

const expected = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(BUILTIN_TEXT_KEYS.map((key) => [key, graphMessages[language][key]])),
  ]),
);

/** A string literal as biome writes it: single quotes unless the text holds one. */
const literal = (text: string) =>
  text.includes("'") ? JSON.stringify(text) : `'${text.replace(/\\/g, '\\\\')}'`;

/** The built-in texts only the heatmap's and the key drivers' on-demand code reads. */
const ON_DEMAND_ONLY = /^(heatmap|drivers)-/;

/** The source of builtin-texts.ts for the current catalogue: the on-demand texts rewritten, the rest kept. */
function render(): string {
  const [head, rest = ''] = readFileSync(FILE, 'utf8').split('const ON_DEMAND_TEXTS');
  const tail = rest.slice(rest.indexOf('\n};\n') + 4);
  const type = rest.slice(0, rest.indexOf('= {'));
  const languages = LANGUAGE_CODES.map((language) => {
    const lines = BUILTIN_TEXT_KEYS.filter((key) => ON_DEMAND_ONLY.test(key)).map(
      (key) => `    '${key}': ${literal(expected[language]?.[key] ?? '')},`,
    );
    return `  ${language}: {\n${lines.join('\n')}\n  },`;
  });
  return `${head}const ON_DEMAND_TEXTS${type}= {\n${languages.join('\n')}\n};\n${tail}`;
}

describe('built-in texts (what the embed element and a bare chart show without a catalogue)', () => {
  it("are core's catalogue texts of their keys, in every language", () => {
    if (process.env.UPDATE_BUILTIN_TEXTS) writeFileSync(FILE, render());
    else
      expect(
        BUILTIN_TEXTS,
        `builtin-texts.ts differs from the catalogue; rewrite it with ${UPDATE}`,
      ).toStrictEqual(expected);
  });
});
