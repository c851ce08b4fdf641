/** Average glyph width as a share of the font size, for layout without measuring text. */
export const GLYPH_WIDTH = 0.56;

/** The pieces a label may break between: its words, and a hyphenated word after each hyphen ("Munka-", "magánélet"). */
function breakPieces(label: string): { text: string; glued: boolean }[] {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((text, i) => ({ text, glued: i > 0 })));
}

/**
 * A label broken into lines of at most `maxChars`, at most `maxLines` lines, the last one cut with "…".
 * Lines break at spaces and after the hyphens of compound words.
 */
export function wrapLabel(label: string, maxChars: number, maxLines: number): string[] {
  const width = Math.max(4, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const { text, glued } of breakPieces(label)) {
    const candidate = line ? `${line}${glued ? '' : ' '}${text}` : text;
    if (candidate.length <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const last = kept[kept.length - 1]!;
  kept[kept.length - 1] = `${last.slice(0, Math.max(1, width - 1)).trimEnd()}…`;
  return kept;
}

/** The px width a text of `chars` characters takes at `fontSize`, estimated. */
export function textWidth(chars: number, fontSize: number): number {
  return chars * fontSize * GLYPH_WIDTH;
}

/** A label on one line of at most `maxChars`, cut with "…" when longer. */
export function truncateLabel(label: string, maxChars: number): string {
  const width = Math.max(2, Math.floor(maxChars));
  return label.length <= width ? label : `${label.slice(0, width - 1).trimEnd()}…`;
}

/** Whether the drawn lines leave out part of the label (cut with "…"), so the whole label needs a title. */
export function isShortened(label: string, lines: readonly string[]): boolean {
  // wrapping and truncating only ever leave text out behind an ellipsis
  if (!lines.some((line) => line.includes('…'))) return false;
  const words = (text: string) => text.replace(/-\s+/g, '-').split(/\s+/).filter(Boolean).join(' ');
  return words(lines.join(' ')) !== words(label);
}
