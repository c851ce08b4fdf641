import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { DataTable, type DataTableColumn } from './DataTable';

interface DocumentRow {
  readonly id: number;
  readonly title: string;
  readonly file: string;
  readonly downloads: number;
}

const COLUMNS: readonly DataTableColumn<DocumentRow>[] = [
  { key: 'title', header: 'Cím', cell: (row) => row.title },
  { key: 'file', header: 'Fájlnév', cell: (row) => row.file, breakAnywhere: true },
  { key: 'downloads', header: 'Letöltések száma', cell: (row) => row.downloads, numeric: true },
  {
    key: 'actions',
    header: <span className="visually-hidden">Műveletek</span>,
    cell: (row) => (
      <Button type="button" $size="sm" $variant="secondary" aria-label={`Letöltés: ${row.title}`}>
        Letöltés
      </Button>
    ),
  },
];

const ROWS: readonly DocumentRow[] = [
  { id: 1, title: 'Összefoglaló jelentés', file: 'osszefoglalo-2026-marcius.pdf', downloads: 128 },
  { id: 2, title: 'Részletes eredmények', file: 'reszletes-eredmenyek.xlsx', downloads: 54 },
  { id: 3, title: 'Vezetői prezentáció', file: 'vezetoi-prezentacio.pptx', downloads: 7 },
];

const LONG_ROWS: readonly DocumentRow[] = [
  {
    id: 1,
    title: 'A munkavállalói elkötelezettség alakulása telephelyenként és munkakörönként',
    file: 'munkavallaloi_elkotelezettseg_telephelyenkent_es_munkakoronkent_2026_marcius_vegleges.pdf',
    downloads: 1204,
  },
  ...ROWS.slice(1),
];

const meta = {
  title: 'Common/DataTable',
  component: DataTable<DocumentRow>,
  args: {
    caption: 'Dokumentumok',
    columns: COLUMNS,
    rows: ROWS,
    rowKey: (row: DocumentRow) => row.id,
    empty: 'Nincs még feltöltött dokumentum.',
  },
} satisfies Meta<typeof DataTable<DocumentRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows under column headers; numbers aligned to the end; the caption is for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Dokumentumok' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('row')).toHaveLength(ROWS.length + 1);
    await expect(within(table).getByRole('cell', { name: '128' })).toHaveAttribute('data-numeric');
  },
};

/** The caption shown above the table. */
export const VisibleCaption: Story = { args: { showCaption: true } };

/** No rows: the `empty` text instead of a table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText('Nincs még feltöltött dokumentum.')).toHaveAttribute('data-state', 'empty');
  },
};

/**
 * Long Hungarian titles and an unbroken file name on a phone (360 px): the table scrolls sideways in
 * its own box, which Tab reaches so a keyboard can scroll it, and the page never does.
 */
export const LongHungarianTextOnPhone: Story = {
  args: { rows: LONG_ROWS },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Dokumentumok' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
