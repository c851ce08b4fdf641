import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
// this file spells citations out to test the check; it is the one file the scan skips
const SELF = 'packages/core/src/docs-pointers.test.ts';

/** A citation of an issue ("issue #7", "issue 6 §6", "server issue §4"): a document a reader of the repository does not have. */
const ISSUE_CITATION = /\bissue ?#?\d+|\bserver issue\b/i;
/** A label of who built a part ("(helper P1)"): says nothing to a reader once the work has landed. */
const BUILD_LABEL = /\(helper [A-Z]+\d*\)/;

/** The repository's own sources, tests, scripts and docs, committed or new (ignored files left out). */
function repositoryTexts(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((path) => /\.(ts|tsx|mts|mjs|md)$/.test(path) && !path.split('/').includes('node_modules'))
    .filter((path) => path !== SELF);
}

describe('comments point at the repository, not at issues', () => {
  it('no source, test, script or doc cites an issue or carries a build label: say the rule, or point at docs/*.md', () => {
    const citing = repositoryTexts().flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(join(REPO, path), 'utf8');
      } catch {
        return []; // listed by git but deleted in the working tree
      }
      return text
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_CITATION.test(line) || BUILD_LABEL.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        );
    });
    expect(citing).toEqual([]);
  });

  it('the check recognises each way a citation is written', () => {
    const cited = [
      '(issue #7)',
      'issue 6 §6',
      'Issue #9 "Done when"',
      '(server issue §4)',
      'server issue: tenancy',
    ];
    expect(cited.filter((text) => !ISSUE_CITATION.test(text))).toEqual([]);
    expect(ISSUE_CITATION.test('the server issues a fresh state')).toBe(false);
    expect(BUILD_LABEL.test('// ── session bindings (helper P1) ──')).toBe(true);
    expect(BUILD_LABEL.test('// a helper (a small function)')).toBe(false);
  });
});
