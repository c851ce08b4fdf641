import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, shownPart } from '../../../scripts/doc-blocks';
import { zEmbedLock } from './schemas/embed';

/**
 * Every code block of docs/embedding.md is a file of docs/examples/embedding (its README says who
 * runs each): the page and its files say the same, word for word, and what a node test can check
 * without a browser is checked here against the schemas the server uses.
 */
const repo = join(import.meta.dirname, '../../..');
const doc = readFileSync(join(repo, 'docs/embedding.md'), 'utf8');
const examples = join(repo, 'docs/examples/embedding');
const LANGUAGES = ['html', 'json', 'js', 'http'];

const files = Object.fromEntries(
  readdirSync(examples)
    .filter((file) => file !== 'README.md')
    .map((file) => [file, shownPart(readFileSync(join(examples, file), 'utf8'))]),
);

describe('the code of docs/embedding.md is its example files', () => {
  it('every block of the page is an example file, word for word', () => {
    const blocks = codeBlocks(doc, LANGUAGES);
    expect(blocks.length).toBe(Object.keys(files).length);
    expect(blocks.filter((block) => !Object.values(files).includes(block))).toEqual([]);
  });

  it('every example file is a block of the page', () => {
    const blocks = codeBlocks(doc, LANGUAGES);
    expect(Object.keys(files).filter((file) => !blocks.includes(files[file]!))).toEqual([]);
  });

  it('the page has no code block in another language that nothing checks', () => {
    const fences = [...doc.matchAll(/^```([\w-]*)$/gm)].map((match) => match[1]);
    // every other fence line closes a block
    const opening = fences.filter((_, at) => at % 2 === 0);
    expect(opening.filter((language) => !LANGUAGES.includes(language!))).toEqual([]);
  });
});

describe('the pinned query of docs/embedding.md is one the server takes', () => {
  it('pinned-query.json is a valid pin of its graph (zEmbedLock)', () => {
    const pin = JSON.parse(files['pinned-query.json']!);
    expect(zEmbedLock.safeParse(pin).error).toBeUndefined();
  });

  it('the schema refuses the same pin with a control its graph does not have', () => {
    const pin = JSON.parse(files['pinned-query.json']!);
    expect(zEmbedLock.safeParse({ ...pin, controls: ['topic'] }).success).toBe(false);
  });
});

describe('the Content-Security-Policy blocks of docs/embedding.md', () => {
  it('each is one header line with the directives the element needs', () => {
    for (const file of ['csp.http', 'csp-nonce.http']) {
      const [line, ...more] = files[file]!.split('\n');
      expect(more).toEqual([]);
      const directives = line!.replace(/^Content-Security-Policy: /, '').split('; ');
      expect(line).toMatch(/^Content-Security-Policy: /);
      expect(directives).toContain("script-src 'self' https://pulzus.example");
      expect(directives).toContain('connect-src https://pulzus.example');
      expect(directives).toContain('img-src data:');
      expect(directives.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});
