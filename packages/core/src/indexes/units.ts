declare const unit: unique symbol;

/** A number tagged with its unit, so a `Percent` cannot be passed where a `Share` or `Count` is expected. */
type Branded<U extends string> = number & { readonly [unit]: U };

/** A percentage where 100 is the whole (graphs.md "Numbers"); only a ratio over its whole (more respondents than headcount) exceeds 100. */
export type Percent = Branded<'Percent'>;
/** A proportion on the 0–1 scale. */
export type Share = Branded<'Share'>;
/** A whole, non-negative number of respondents or answers. */
export type Count = Branded<'Count'>;

/** Tags a finite value of at least 0 as a `Percent`; throws a RangeError otherwise. */
export function asPercent(value: number): Percent {
  if (!(value >= 0 && Number.isFinite(value))) throw new RangeError(`Not a percent: ${value}`);
  return value as Percent;
}

/** Tags a value in 0..1 as a `Share`; throws a RangeError outside it. */
export function asShare(value: number): Share {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`Not a share: ${value}`);
  return value as Share;
}

/** Tags a non-negative safe integer as a `Count`; throws a RangeError otherwise. */
export function asCount(value: number): Count {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a count: ${value}`);
  return value as Count;
}

/** A share as a percent: 100 × share. */
export function shareToPercent(value: Share): Percent {
  return (value * 100) as Percent;
}

/** The share `part / whole`, or `null` when `whole` is 0; `part` must not exceed `whole`. */
export function shareOf(part: Count, whole: Count): Share | null {
  if (whole === 0) return null;
  return asShare(part / whole);
}
