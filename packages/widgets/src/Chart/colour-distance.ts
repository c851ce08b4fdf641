/**
 * Colour distances for checking palettes (the trend lines' test, docs/graphs.md "Trends"): CIELAB ΔE*ab (CIE76)
 * between two sRGB colours as a person with normal colour vision sees them, or as one with a colour-vision
 * deficiency does, simulated with the matrices of Machado, Oliveira and Fernandes (2009) at full severity in
 * linear RGB; and the WCAG contrast ratio against a background.
 */

type Rgb = readonly [number, number, number];

/** The colour-vision deficiencies simulated: red-green (deuteranopia, the commonest; protanopia). */
export type ColourVision = 'normal' | 'deuteranopia' | 'protanopia';

const MACHADO: Record<Exclude<ColourVision, 'normal'>, readonly Rgb[]> = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
};

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** A `#rrggbb` colour's linear RGB. */
function linear(hex: string): Rgb {
  return [1, 3, 5].map((i) => toLinear(Number.parseInt(hex.slice(i, i + 2), 16))) as unknown as Rgb;
}

/** Linear RGB as seen with a deficiency (clamped to the displayable range). */
function simulate(rgb: Rgb, vision: ColourVision): Rgb {
  if (vision === 'normal') return rgb;
  const m = MACHADO[vision];
  return m.map((row) =>
    Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])),
  ) as unknown as Rgb;
}

/** CIELAB (D65) of a linear RGB colour. */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** ΔE*ab between two `#rrggbb` colours as a person with `vision` sees them. */
export function colourDistance(a: string, b: string, vision: ColourVision = 'normal'): number {
  const [l1, a1, b1] = lab(simulate(linear(a), vision));
  const [l2, a2, b2] = lab(simulate(linear(b), vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = linear(hex);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
