// The code blocks of a markdown document and the example files that hold them, one file per block
// (packages/*/examples, docs/examples): the tests that keep a README or a doc word for word with its
// files share these, so every document's blocks are read the same way.

/**
 * A file may end with what the app around the example provides, from a line holding this mark on
 * (`// ── not shown in README.md`, `<!-- ── not shown in docs/embedding.md -->`), which the
 * document leaves out.
 */
export const NOT_SHOWN = '── not shown in ';

/** The blocks fenced as one of `languages` (```ts, ```tsx by default) of a markdown text, in order. */
export function codeBlocks(markdown: string, languages: readonly string[] = ['ts', 'tsx']): string[] {
  return [...markdown.matchAll(/^```([\w-]*)\n([\s\S]*?)^```$/gm)]
    .filter((match) => languages.includes(match[1]!))
    .map((match) => match[2]!.trimEnd());
}

/** What the document shows of an example file: every line above the one with the not-shown mark. */
export function shownPart(source: string): string {
  const at = source.indexOf(NOT_SHOWN);
  return (at < 0 ? source : source.slice(0, source.lastIndexOf('\n', at) + 1)).trimEnd();
}
