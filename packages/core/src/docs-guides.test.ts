import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
const GUIDES = join(REPO, 'docs/guide');
/** Where the page walk keeps its committed baselines (README "test:screenshots"). */
const BASELINES = 'e2e/screenshots/';

/** The committed page-walk baselines, as repository paths. */
function baselines(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '-z', BASELINES], { cwd: REPO, encoding: 'utf8' });
  return new Set(listed.split('\0').filter((path) => path.endsWith('.png')));
}

/** Each image of a markdown file (at `file`, a repository path) that is not one of `known`. */
function imagesNotBaselines(file: string, markdown: string, known: ReadonlySet<string>): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => {
      const path = relative(REPO, resolve(REPO, dirname(file), target));
      return !(path.startsWith(BASELINES) && known.has(path));
    });
}

const guides = readdirSync(GUIDES)
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/guide/${name}`);

describe('the guides show the page walk (docs/README.md)', () => {
  const known = baselines();

  it('has the HR admin guide in Hungarian and English', () => {
    expect(guides).toEqual(
      expect.arrayContaining(['docs/guide/hr-admin.hu.md', 'docs/guide/hr-admin.en.md']),
    );
  });

  it.each(guides)('every image of %s is a committed page-walk baseline', (file) => {
    const markdown = readFileSync(join(REPO, file), 'utf8');
    expect(markdown).toMatch(/!\[/);
    expect(imagesNotBaselines(file, markdown, known)).toEqual([]);
  });

  it('refuses an image that is no baseline: another folder, a missing file, a web address', () => {
    const file = 'docs/guide/example.md';
    const markdown = [
      '![ok](../../e2e/screenshots/desktop/en/welcome.png)',
      '![elsewhere](../../packages/widgets/screenshots/bar.png)',
      '![missing](../../e2e/screenshots/desktop/en/no-such-page.png)',
      '![remote](https://example.com/welcome.png)',
    ].join('\n');
    expect(imagesNotBaselines(file, markdown, known)).toEqual([
      '../../packages/widgets/screenshots/bar.png',
      '../../e2e/screenshots/desktop/en/no-such-page.png',
      'https://example.com/welcome.png',
    ]);
  });

  it.each(['docs/README.md', 'README.md'])('%s links every guide', (index) => {
    const markdown = readFileSync(join(REPO, index), 'utf8');
    for (const guide of guides) {
      const target = relative(dirname(join(REPO, index)), join(REPO, guide));
      expect(markdown, `${index} → ${guide}`).toContain(`](${target})`);
    }
  });
});
