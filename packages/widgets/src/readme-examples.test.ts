import { describe, expect, it } from 'vitest';
import { codeBlocks, shownPart } from '../../../scripts/doc-blocks';
import readme from '../README.md?raw';

/**
 * The README's TypeScript code lives in packages/widgets/examples, one file per block, where
 * scripts/example-app.mjs type-checks it against the packed package's declarations, as a consumer's
 * compiler sees them (examples/react-app/README.md). A file may end with what the app around the example
 * provides (declarations of its own values), below a `// ── not shown in README.md` line, which the
 * README leaves out (scripts/doc-blocks.ts reads both).
 */

const exampleFiles = import.meta.glob<string>('../examples/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the code of packages/widgets/README.md is the example files', () => {
  const shown = Object.fromEntries(
    Object.entries(exampleFiles).map(([path, source]) => [path, shownPart(source)]),
  );

  it('finds the blocks and the files', () => {
    expect(codeBlocks(readme).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(shown)).toContain('../examples/plain-charts.tsx');
    expect(codeBlocks('```ts\na;\n```\n\n```sh\nb\n```\n\n```tsx\nc;\n```\n')).toEqual(['a;', 'c;']);
  });

  it('every TypeScript block of the README is an example file, word for word', () => {
    const files = Object.values(shown);
    expect(codeBlocks(readme).filter((block) => !files.includes(block))).toEqual([]);
  });

  it('every example file is a block of the README', () => {
    const blocks = codeBlocks(readme);
    expect(Object.keys(shown).filter((path) => !blocks.includes(shown[path]!))).toEqual([]);
  });
});
