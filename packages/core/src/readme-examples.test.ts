import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, shownPart } from '../../../scripts/doc-blocks';

/**
 * The README's TypeScript code lives in ../examples, one file per block, where scripts/example-app.mjs
 * type-checks it against the built declarations, as a consumer's compiler sees them (examples/README.md
 * there). A file may end with what the app around the example provides, below a `// ── not shown in
 * README.md` line, which the README leaves out (scripts/doc-blocks.ts reads both).
 */
const packageDir = join(import.meta.dirname, '..');
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
const examples = join(packageDir, 'examples');

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
