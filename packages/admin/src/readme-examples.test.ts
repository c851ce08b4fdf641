import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's TypeScript code lives in ../examples, one file per block, where scripts/example-app.mjs
 * type-checks it against the built declarations, as a consumer's compiler sees them (examples/README.md
 * there). A file may end with what the app around the example provides, below this line, which the
 * README leaves out.
 */
const NOT_SHOWN = '// ── not shown in README.md';
const packageDir = join(import.meta.dirname, '..');
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
const examples = join(packageDir, 'examples');

/** The ```ts and ```tsx blocks of a markdown text, in order. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map((match) => match[1]!.trimEnd());
}

/** What the README shows of an example file: everything above the not-shown line. */
function shownPart(source: string): string {
  const at = source.indexOf(NOT_SHOWN);
  return (at < 0 ? source : source.slice(0, at)).trimEnd();
}

describe("the code of the package's README is its example files", () => {
  const shown = Object.fromEntries(
    readdirSync(examples)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => [file, shownPart(readFileSync(join(examples, file), 'utf8'))]),
  );

  it('every TypeScript block of the README is an example file, word for word', () => {
    expect(codeBlocks(readme).length).toBeGreaterThan(0);
    const files = Object.values(shown);
    expect(codeBlocks(readme).filter((block) => !files.includes(block))).toEqual([]);
  });

  it('every example file is a block of the README', () => {
    const blocks = codeBlocks(readme);
    expect(Object.keys(shown).filter((file) => !blocks.includes(shown[file]!))).toEqual([]);
  });
});
