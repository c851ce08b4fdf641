import type { ReactNode } from 'react';
import { useChartShell } from './ChartShell';

/** Data attributes a legend entry or its swatch carries for the chart's styles (`data-topic`, `data-kind`…). */
type DataAttributes = Readonly<Record<`data-${string}`, string | undefined>>;

/** One entry of a chart's legend: a colour and the name of what is drawn in it. */
export interface ChartLegendItem {
  /** React key of the entry, unique in the legend. */
  readonly key: string | number;
  /** What the colour stands for. */
  readonly name: string;
  /** The colour drawn; also the export's swatch (chart-export.ts). */
  readonly color: string;
  /** A swatch of its own (e.g. the withheld hatching); default a box in `color` with the legend's `swatchClassName`. */
  readonly swatch?: ReactNode;
  /** Data attributes of the swatch (e.g. `data-kind` of a trend line). */
  readonly swatchData?: DataAttributes;
  /** Data attributes of the entry. */
  readonly data?: DataAttributes;
}

/** An entry that switches what it names on and off (the trend chart's lines). */
export interface ChartLegendSwitch extends ChartLegendItem {
  /** Whether what it names is drawn. */
  readonly pressed: boolean;
  /** True when it may not be switched (the last line drawn); default false. */
  readonly disabled?: boolean;
  /** Switches it. */
  readonly onToggle: () => void;
}

/** One step of a colour scale (the heatmap's tones): its name; its colour comes from the chart's styles. */
export interface ChartLegendStep {
  /** The tone the chart's styles colour the step by (`data-tone`). */
  readonly tone: string;
  /** The step's name. */
  readonly name: string;
  /** The step's colour, for the export. */
  readonly color: string;
}

/** Props of the legend, by variant. */
export type ChartLegendListProps =
  | {
      /** Static swatches: each entry names a colour drawn (bars, key drivers' topics). */
      readonly variant: 'swatches';
      readonly entries: readonly ChartLegendItem[];
      /** The list's class, styled by the chart's frame. */
      readonly className: string;
      /** The class of each default swatch. */
      readonly swatchClassName: string;
      /** The list's accessible name; default the chart texts' `legend`. */
      readonly label?: string;
      /** Data attributes of the list. */
      readonly data?: DataAttributes;
    }
  | {
      /** Switches: each entry names a line and, on screen, shows or hides it; on paper a static swatch. */
      readonly variant: 'toggles';
      readonly entries: readonly ChartLegendSwitch[];
      readonly className: string;
      readonly swatchClassName: string;
      readonly label?: string;
      readonly data?: DataAttributes;
    }
  | {
      /** A colour scale: named tones, shown beside the chart for the eye (the cells name their values). */
      readonly variant: 'scale';
      readonly steps: readonly ChartLegendStep[];
      readonly className: string;
    };

function Swatch({ entry, className }: { entry: ChartLegendItem; className: string }) {
  if (entry.swatch) return entry.swatch;
  return (
    <span
      className={className}
      {...entry.swatchData}
      style={{ background: entry.color }}
      aria-hidden="true"
    />
  );
}

/**
 * The one legend of every chart, in the variant it needs: static swatches, switches for lines, or a colour scale.
 * Every entry names its colour in `data-color` and its name in `data-legend-name`, which the export draws
 * (chart-export.ts) and the page walk checks every drawn colour against (docs/graphs.md "Legend").
 */
export function ChartLegendList(props: ChartLegendListProps) {
  const { messages, print } = useChartShell();
  if (props.variant === 'scale')
    return (
      <p className={props.className} aria-hidden="true">
        {props.steps.map((step) => (
          <span
            key={step.tone}
            data-tone={step.tone}
            data-legend-entry=""
            data-legend-name=""
            data-color={step.color}
          >
            {step.name}
          </span>
        ))}
      </p>
    );
  const { className, swatchClassName, label = messages.legend, data } = props;
  return (
    <ul className={className} aria-label={label} {...data}>
      {props.variant === 'toggles' && !print
        ? props.entries.map((entry) => (
            <li key={entry.key} data-legend-entry="" data-color={entry.color} {...entry.data}>
              <button
                type="button"
                aria-pressed={entry.pressed}
                disabled={entry.disabled}
                {...entry.swatchData}
                onClick={entry.onToggle}
              >
                <Swatch entry={entry} className={swatchClassName} />
                <span data-legend-name="">{entry.name}</span>
              </button>
            </li>
          ))
        : // on paper a switch names its line and switches nothing (print-mode.ts)
          props.entries.map((entry) => (
            <li key={entry.key} data-legend-entry="" data-color={entry.color} {...entry.data}>
              <Swatch entry={entry} className={swatchClassName} />
              <span data-legend-name="">{entry.name}</span>
            </li>
          ))}
    </ul>
  );
}
