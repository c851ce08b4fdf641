/** Average glyph width as a share of the font size, for layout without measuring text. */
export const GLYPH_WIDTH = 0.56;

/** A label broken into lines of at most `maxChars`, at most `maxLines` lines, the last one cut with "…". */
export function wrapLabel(label: string, maxChars: number, maxLines: number): string[] {
  const width = Math.max(4, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
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
  return lines.join(' ') !== label.split(/\s+/).filter(Boolean).join(' ');
}
