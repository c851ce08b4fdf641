/** The texts a chart shows; English by default, Hungarian built in, any of them overridable by props. */
export interface ChartMessages {
  /** Visible short text beside a withheld mark. */
  withheldShort: string;
  /** Accessible and table text of a withheld value. */
  withheld: string;
  /** Status text of the loading skeleton. */
  loading: string;
  /** Shown when there is nothing to draw. */
  empty: string;
  /** Shown when the data could not be loaded. */
  error: string;
  /** Toggle that shows the data table. */
  showTable: string;
  /** Toggle that hides the data table again. */
  hideTable: string;
  /** Header of the category column of the data table. */
  category: string;
  /** Button that downloads the chart as SVG. */
  exportSvg: string;
  /** Button that downloads the chart as PNG. */
  exportPng: string;
  /** Accessible name of the legend list. */
  legend: string;
  /** Accessible name of the chart tool buttons. */
  toolbar: string;
}

/** English chart texts (the default). */
export const CHART_MESSAGES_EN: ChartMessages = {
  withheldShort: 'hidden',
  withheld: 'Hidden for privacy',
  loading: 'Loading chart…',
  empty: 'There is no data to show.',
  error: 'The chart could not be loaded.',
  showTable: 'Show data table',
  hideTable: 'Hide data table',
  category: 'Category',
  exportSvg: 'Download SVG',
  exportPng: 'Download PNG',
  legend: 'Legend',
  toolbar: 'Chart tools',
};

/** Hungarian chart texts. */
export const CHART_MESSAGES_HU: ChartMessages = {
  withheldShort: 'rejtett',
  withheld: 'Adatvédelmi okból rejtve',
  loading: 'A diagram betöltése…',
  empty: 'Nincs megjeleníthető adat.',
  error: 'A diagramot nem sikerült betölteni.',
  showTable: 'Adattábla megjelenítése',
  hideTable: 'Adattábla elrejtése',
  category: 'Kategória',
  exportSvg: 'Letöltés SVG-ként',
  exportPng: 'Letöltés PNG-ként',
  legend: 'Jelmagyarázat',
  toolbar: 'Diagrameszközök',
};

/** The chart texts of a language ('hu' or English otherwise) with the given overrides. */
export function chartMessages(
  language: string | undefined,
  overrides?: Partial<ChartMessages>,
): ChartMessages {
  return { ...(language === 'hu' ? CHART_MESSAGES_HU : CHART_MESSAGES_EN), ...overrides };
}
