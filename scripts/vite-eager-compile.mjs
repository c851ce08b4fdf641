// V8's explicit compile hint for a whole file (Chrome 136+): `//# allFunctionsCalledOnLoad` as the
// file's first line makes V8 compile every function of the script while it streams in, on a
// background thread, instead of lazily on the main thread at the first call. Our bundles are what a
// graph needs to draw: without the hint, compiling them on first use takes about a third of the CPU
// time of the 100 × 3 bar chart's first render (bench/ui, *_without_compile_hint_*). Other browsers
// ignore the comment.

/** The magic comment; it must be the first line of the emitted file. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A Vite plugin that makes the eager-compile hint the first line of every emitted JavaScript chunk:
 * after minification (`postBanner`), and back on top where Vite later puts its preload map
 * (`const __vite__mapDeps=…`, one line) above it.
 */
export function eagerCompile() {
  const below = `\n${EAGER_COMPILE_HINT}\n`;
  return {
    name: 'pulzus-eager-compile',
    enforce: 'post',
    config: () => ({ build: { rolldownOptions: { output: { postBanner: EAGER_COMPILE_HINT } } } }),
    generateBundle: {
      // after Vite's own generateBundle, which writes the preload map
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(EAGER_COMPILE_HINT)) continue;
          const at = chunk.code.indexOf(below);
          // swaps two lines that map to no source, so a source map stays true
          if (at >= 0 && chunk.code.lastIndexOf('\n', at - 1) === -1)
            chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code.slice(0, at)}\n${chunk.code.slice(at + below.length)}`;
        }
      },
    },
  };
}
