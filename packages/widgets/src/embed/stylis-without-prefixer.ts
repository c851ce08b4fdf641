/**
 * stylis as the embed script's styled-components sees it (vite.embed.config.ts resolves
 * styled-components' `stylis` import here): stylis itself, but without its vendor prefixer.
 * styled-components 6 adds vendor prefixes only under `<StyleSheetManager enableVendorPrefixes>`,
 * which the element never sets, yet a bundler cannot tell that the prefixer is never called
 * (about 1.3 KB gzipped, docs/embedding.md "The element (client)").
 */
export * from 'stylis';

/** Stands in for stylis's vendor prefixer, which styled-components calls only when asked to prefix. */
export function prefixer(): never {
  throw new Error('The <pulzus-graph> script has no vendor prefixer: do not set enableVendorPrefixes.');
}
