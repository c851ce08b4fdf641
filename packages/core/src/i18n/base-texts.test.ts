import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../schemas/language-codes';
import { BASE_TEXT_KEYS, BASE_TEXTS } from './base-texts';
import { BUILTIN_TEXT_KEYS } from './builtin-texts';
import { graphMessages } from './catalogue';

const FILE = fileURLToPath(new URL('./base-texts.ts', import.meta.url));
const UPDATE =
  'UPDATE_BUILTIN_TEXTS=1 npx vitest run --project core packages/core/src/i18n/base-texts.test.ts';
/** The built-in texts only the heatmap's and the key drivers' on-demand code reads. */
const ON_DEMAND_ONLY = /^(heatmap|drivers)-/;

const expected = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    Object.fromEntries(BASE_TEXT_KEYS.map((key) => [key, graphMessages[language][key]])),
  ]),
);

/** A string literal as biome writes it: single quotes unless the text holds one. */
const literal = (text: string) =>
  text.includes("'") ? JSON.stringify(text) : `'${text.replace(/\\/g, '\\\\')}'`;

/** The source of base-texts.ts for the current catalogue: everything above the texts, then the texts. */
function render(): string {
  const head = readFileSync(FILE, 'utf8').split('export const BASE_TEXTS')[0];
  const languages = LANGUAGE_CODES.map((language) => {
    const lines = BASE_TEXT_KEYS.map((key) => `    '${key}': ${literal(expected[language]?.[key] ?? '')},`);
    return `  ${language}: {\n${lines.join('\n')}\n  },`;
  });
  return `${head}export const BASE_TEXTS: BaseTexts = {\n${languages.join('\n')}\n};\n`;
}

describe('base texts (what a bar chart and the embed element read before any catalogue)', () => {
  it("are core's catalogue texts of their keys, in every language", () => {
    if (process.env.UPDATE_BUILTIN_TEXTS) writeFileSync(FILE, render());
    else
      expect(BASE_TEXTS, `base-texts.ts differs from the catalogue; rewrite it with ${UPDATE}`).toStrictEqual(
        expected,
      );
  });

  it("are the built-in texts less the heatmap's and the key drivers' own, no more and no fewer", () => {
    const builtin: readonly string[] = BUILTIN_TEXT_KEYS;
    expect([...BASE_TEXT_KEYS].sort()).toEqual(builtin.filter((key) => !ON_DEMAND_ONLY.test(key)).sort());
  });
});
