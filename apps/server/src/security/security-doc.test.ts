import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../..');
const DOC = readFileSync(resolve(ROOT, 'docs/security.md'), 'utf8');

describe('docs/security.md links the tests that keep its promises', () => {
  it('every test it names exists (under apps/server/src unless the path says otherwise)', () => {
    const named = [...DOC.matchAll(/`([\w./-]+\.(?:test|e2e)\.tsx?)`/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(15);
    const missing = named.filter(
      (path) => !existsSync(resolve(ROOT, path)) && !existsSync(resolve(ROOT, 'apps/server/src', path)),
    );
    expect(missing).toEqual([]);
  });

  it('every promise of every section names its test', () => {
    // the rows of each table headed "Promise", in every section (its last column names the test)
    const rows = DOC.split('\n| Promise')
      .slice(1)
      .flatMap((table) => {
        const lines = table.split('\n').slice(1);
        const end = lines.findIndex((line) => !line.startsWith('|'));
        return (end === -1 ? lines : lines.slice(0, end)).filter((line) => !/^\| ?-/.test(line));
      });
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const untested = rows.filter(
      (row) => !/`[\w./-]+\.(?:test|e2e)\.tsx?`/.test(row.split('|').at(-2) ?? ''),
    );
    expect(untested).toEqual([]);
  });

  it('the single sign-on section is among them', () => {
    const section = DOC.split('## Single sign-on')[1]?.split('\n## ')[0] ?? '';
    expect(section.split('\n').filter((line) => /^\| (?!Promise|-)/.test(line)).length).toBeGreaterThan(5);
  });
});
