import type { Box } from './bar-geometry';
import { type ChartModel, formatChange } from './chart-model';
import { type ChartOrientation, type ChartScales, LABEL_FONT_SIZE } from './chart-scales';
import { type LabelCandidate, labelTextWidth, layoutLabels, textBox } from './label-layout';
import { readableTextOn } from './readable-text';
import { slotGeometry } from './slot-geometry';

/** The height a value label takes up for collisions: a 12 px line of digits, px. */
export const LABEL_BOX_HEIGHT = 11;
/** Space between a bar and its label, px. */
const LABEL_OFFSET = 4;

/** Which part of the chart a label writes. */
export type ValueLabelKind = 'value' | 'withheld' | 'stack' | 'change';

/** One label as drawn: text anchored at (x, y), y its vertical middle. */
export interface ValueLabel {
  readonly key: string;
  readonly kind: ValueLabelKind;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  /** A fill other than the labels' common one (a readable colour on a bar, muted for withheld). */
  readonly fill?: string | undefined;
}

/** What the value labels are computed from (the chart context's parts). */
export interface ValueLabelInput {
  readonly orientation: ChartOrientation;
  readonly scales: ChartScales;
  readonly model: ChartModel;
  readonly formatValue: (value: number) => string;
  /** The short text beside a withheld mark. */
  readonly withheldShort: string;
  /** The labels' common fill (the theme's text colour). */
  readonly textColor: string;
  /** The fill of the withheld text. */
  readonly mutedColor: string;
}

/** Space kept between a label written on a bar and the bar's ends, px. */
const INSIDE_PADDING = 2;

/** The part of a bar a label written on it may take: the bar less its padding along both axes' ends. */
const writable = (box: Box): Box => ({
  x: box.x + INSIDE_PADDING,
  y: box.y,
  width: Math.max(0, box.width - 2 * INSIDE_PADDING),
  height: box.height,
});

/** Space a grouped column's label keeps from the edge of its lane (a neighbour's middle), px. */
const LANE_INSET = 1;

/** How far below the values the change labels come: every value is placed before any change. */
const CHANGE_PRIORITY = 10_000;

/** Priority of the stack (date) labels: they name the bars, so they are placed before any value. */
const STACK_PRIORITY = 1_000_000;

/** The text cut with "…" to at most `maxWidth` px at the label font size. */
export function fitLabelText(text: string, maxWidth: number): string {
  if (labelTextWidth(text, LABEL_FONT_SIZE) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && labelTextWidth(`${cut}…`, LABEL_FONT_SIZE) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

type Placed = LabelCandidate & {
  readonly key: string;
  readonly kind: ValueLabelKind;
  readonly text: string;
  readonly at: readonly Omit<ValueLabel, 'key' | 'kind' | 'text'>[];
};

/**
 * The value labels a chart shows, after collision avoidance (`layoutLabels`): each bar's value beyond
 * its end (right of a bar, above a column) or else inside it; each stacked segment's value inside it;
 * the withheld text beside the last withheld mark of a slot; and on a chart of several stacks (dates)
 * each stack's name beside its bar. A label that would overlap another, leave its bar or the drawing
 * is left out; its value stays in the tooltip and the data table. Newer series win a collision.
 */
export function chartValueLabels(input: ValueLabelInput): ValueLabel[] {
  const { orientation, scales, model, formatValue, withheldShort, textColor, mutedColor } = input;
  const horizontal = orientation === 'horizontal';
  const h = LABEL_BOX_HEIGHT;
  const stackLabels = model.stacked && model.slotKeys.length > 1;
  const stackRoom = scales.margin.right - 2 * LABEL_OFFSET;
  const candidates: Placed[] = [];

  const place = (
    text: string,
    x: number,
    y: number,
    anchor: ValueLabel['anchor'],
    fill?: string,
    within?: Box,
  ) => {
    const box = textBox(x, y, labelTextWidth(text, LABEL_FONT_SIZE), h, anchor);
    return { placement: within ? { box, within } : { box }, at: { x, y, anchor, fill } };
  };
  const push = (
    key: string,
    kind: ValueLabelKind,
    text: string,
    priority: number,
    options: ReturnType<typeof place>[],
  ) =>
    candidates.push({
      key,
      kind,
      text,
      priority,
      placements: options.map((o) => o.placement),
      at: options.map((o) => o.at),
    });
  const readable = (color: string) => {
    const fill = readableTextOn(color, textColor);
    return fill === textColor ? undefined : fill;
  };

  // grouped columns (several unstacked slots a category): a label above its column stays in its column's lane —
  // the column, the padding and half of each neighbour, less a pixel — so it never covers a neighbour's middle
  // and reads as its own column's (a phone's 6 px columns under "45%" were a pile); one that does not fit is
  // left out like a colliding one. A bar's label is in line with its bar, so bars need no lane
  // (docs/graphs.md "Value labels")
  const grouped = !horizontal && !model.stacked && model.slotKeys.length > 1;
  const padding = scales.slot.step() - scales.slot.bandwidth();
  const lane = (start: number, thickness: number): Box | undefined => {
    if (!grouped) return undefined;
    const from = start - padding - thickness / 2 + LANE_INSET;
    const across = 2 * thickness + 2 * padding - 2 * LANE_INSET;
    return { x: from, y: -scales.margin.top, width: across, height: scales.plotHeight + scales.margin.top };
  };

  for (const category of model.categories) {
    const bandStart = scales.category(category.index) ?? 0;
    for (const slot of category.slots) {
      const { start, thickness, bars, withheld } = slotGeometry(orientation, scales, slot, bandStart);
      const middle = start + thickness / 2;
      const key = `${category.index}-${slot.key}`;
      for (const { segment, box } of bars) {
        const text = formatValue(segment.value!);
        const fill = readable(segment.color);
        const labelKey = `${key}-${segment.seriesIndex}`;
        if (model.stacked) {
          const cx = box.x + box.width / 2;
          const cy = box.y + box.height / 2;
          push(labelKey, 'value', text, segment.seriesIndex, [
            place(text, cx, cy, 'middle', fill, writable(box)),
          ]);
        } else if (horizontal) {
          const end = box.x + box.width;
          push(labelKey, 'value', text, segment.seriesIndex, [
            place(text, end + LABEL_OFFSET, middle, 'start', undefined, lane(start, thickness)),
            place(text, end - LABEL_OFFSET, middle, 'end', fill, writable(box)),
          ]);
        } else {
          push(labelKey, 'value', text, segment.seriesIndex, [
            place(text, middle, box.y - LABEL_OFFSET - h / 2, 'middle', undefined, lane(start, thickness)),
            place(text, middle, box.y + LABEL_OFFSET + h / 2, 'middle', fill, writable(box)),
          ]);
        }
        // the change since the previous date beside the value (after it on a bar, above it on a column), muted
        // when it is too small to mean anything; it gives way to every value (docs/graphs.md "Change since the
        // previous date")
        if (segment.change && !model.stacked) {
          const changeText = formatChange(segment.change.value);
          const changeFill = segment.change.meaningful === true ? undefined : mutedColor;
          const after =
            box.x + box.width + LABEL_OFFSET + labelTextWidth(text, LABEL_FONT_SIZE) + LABEL_OFFSET;
          const at = horizontal
            ? place(changeText, after, middle, 'start', changeFill, lane(start, thickness))
            : place(
                changeText,
                middle,
                box.y - LABEL_OFFSET - h / 2 - h - 2,
                'middle',
                changeFill,
                lane(start, thickness),
              );
          push(`${labelKey}-change`, 'change', changeText, segment.seriesIndex - CHANGE_PRIORITY, [at]);
        }
      }
      const last = withheld.at(-1);
      if (last) {
        const { box } = last;
        const at = horizontal
          ? place(withheldShort, box.x + box.width + LABEL_OFFSET, middle, 'start', mutedColor)
          : place(withheldShort, middle, box.y - LABEL_OFFSET - h / 2, 'middle', mutedColor);
        push(`${key}-w`, 'withheld', withheldShort, -1, [at]);
      }
      if (stackLabels && slot.stack !== undefined) {
        const text = horizontal ? fitLabelText(slot.stack, stackRoom) : slot.stack;
        const at = horizontal
          ? place(text, scales.plotWidth + LABEL_OFFSET * 2, middle, 'start')
          : place(text, middle, -LABEL_OFFSET - h / 2, 'middle');
        push(`${key}-stack`, 'stack', text, STACK_PRIORITY, [at]);
      }
    }
  }

  const bounds: Box = {
    x: 0,
    y: -scales.margin.top,
    width: scales.plotWidth + scales.margin.right,
    height: scales.plotHeight + scales.margin.top,
  };
  const chosen = layoutLabels(candidates, { bounds, gap: 1 });
  return candidates.flatMap((candidate, i) => {
    const at = candidate.at[chosen[i]!];
    return at ? [{ key: candidate.key, kind: candidate.kind, text: candidate.text, ...at }] : [];
  });
}
