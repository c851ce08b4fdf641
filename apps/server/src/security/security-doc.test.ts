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

  it('every promise of the single sign-on section names its test', () => {
    const section = DOC.split('## Single sign-on')[1]?.split('\n## ')[0] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !/^\| (Promise|-)/.test(line));
    expect(rows.length).toBeGreaterThan(5);
    const untested = rows.filter(
      (row) => !/`[\w./-]+\.(?:test|e2e)\.tsx?`/.test(row.split('|').at(-2) ?? ''),
    );
    expect(untested).toEqual([]);
  });
});
