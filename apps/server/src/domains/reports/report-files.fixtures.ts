// Test helpers that read a report's files back: the PDF's pages and text (pdf.js) and the PPTX's
// slides' texts (the zip's slide XML), so tests check what a reader gets.
import JSZip from 'jszip';

/** A PDF's pages' texts and the titles of its outline (bookmarks), nested ones included. */
export async function readPdf(file: Buffer): Promise<{ pages: string[]; outline: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(file), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  type Entry = { title: string; items?: Entry[] };
  const flat = (entries: readonly Entry[]): string[] =>
    entries.flatMap((entry) => [entry.title, ...flat(entry.items ?? [])]);
  const outline = flat((await doc.getOutline()) ?? []);
  await doc.destroy();
  return { pages, outline };
}

/** The texts of a PPTX's slides, in slide order. */
export async function readPptxSlides(file: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(file);
  const names = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  return Promise.all(
    names.map(async (name) => {
      const xml = await zip.file(name)!.async('string');
      return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(' ');
    }),
  );
}

const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)![1]);

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
