/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark or white text, whichever contrasts more with a #rrggbb fill. */
export function readableTextOn(fill: string, dark: string, light = '#ffffff'): string {
  const l = luminance(fill);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? light : dark;
}
