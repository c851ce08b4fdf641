import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
// this file spells citations out to test the check; it is the one file the scan skips
const SELF = 'packages/core/src/docs-pointers.test.ts';
// the provider's fact sheet lists its sources, among them other projects' issue threads
const SOURCES = new Set(['docs/provider-api.md']);

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

/** The text of a repository file, or null when it is listed by git but deleted in the working tree. */
function textOf(path: string): string | null {
  try {
    return readFileSync(join(REPO, path), 'utf8');
  } catch {
    return null;
  }
}

describe('comments point at the repository, not at issues', () => {
  it('no source, test, script or doc cites an issue or carries a build label: say the rule, or point at docs/*.md', () => {
    const citing = repositoryTexts()
      .filter((path) => !SOURCES.has(path))
      .flatMap((path) => {
        let text: string;
        try {
          text = readFileSync(join(REPO, path), 'utf8');
        } catch {
          return []; // listed by git but deleted in the working tree
        }
        return text
          .split('\n')
          .flatMap((line, index) =>
            ISSUE_CITATION.test(line) || BUILD_LABEL.test(line)
              ? [`${path}:${index + 1}: ${line.trim()}`]
              : [],
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

/** `spec 2 §7`: section 7 of docs/spec/2-*.md. */
const SPEC_POINTER = /\bspec ([12]) §(\d+)/g;
/** `style.md §17`, `provider-api.md §8`: item or section N of a page in docs/. */
const DOC_POINTER = /\b(style|provider-api|toolchain|privacy-background)\.md(?: §(\d+))?/g;

/** The section numbers a requirement or reference page has: "## 7. …" headings and "17. **…**" items. */
function sectionsOf(path: string): Set<string> {
  const text = textOf(path) ?? '';
  return new Set([...text.matchAll(/^(?:#+ )?(\d+)\. /gm)].map((m) => m[1]!));
}

describe('pointers resolve to the repository’s own documents', () => {
  const specFiles: Record<string, string> = {
    '1': 'docs/spec/1-sessions-accounts-admin.md',
    '2': 'docs/spec/2-data-reporting.md',
  };

  it('every "spec N §X" and "<page>.md §X" names a section the document in docs/ has', () => {
    const sections = new Map<string, Set<string>>();
    const has = (path: string, section: string | undefined) => {
      if (!sections.has(path)) sections.set(path, sectionsOf(path));
      return textOf(path) !== null && (section === undefined || sections.get(path)!.has(section));
    };
    const dangling = repositoryTexts().flatMap((path) => {
      const text = textOf(path);
      if (text === null) return [];
      return text.split('\n').flatMap((line, index) => {
        const where = `${path}:${index + 1}`;
        const bad: string[] = [];
        for (const [cited, n, section] of line.matchAll(SPEC_POINTER))
          if (!has(specFiles[n!]!, section)) bad.push(`${where}: ${cited}`);
        for (const [cited, page, section] of line.matchAll(DOC_POINTER))
          if (!has(`docs/${page}.md`, section)) bad.push(`${where}: ${cited}`);
        return bad;
      });
    });
    expect(dangling).toEqual([]);
  });

  it('the check reads sections and items, and refuses one that does not exist', () => {
    expect(sectionsOf(specFiles['2']!).has('7')).toBe(true);
    expect(sectionsOf(specFiles['2']!).has('42')).toBe(false);
    expect(sectionsOf('docs/style.md').has('17')).toBe(true);
  });
});
