import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../testing/axe';
import { renderWidget } from '../testing/render';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: number;
  name: string;
  file: string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Név', cell: (row) => row.name },
  { key: 'sent', header: 'Kiküldött kérdőívek száma', cell: () => 12, numeric: true },
  { key: 'file', header: 'Fájlnév', cell: (row) => row.file, breakAnywhere: true },
  {
    key: 'actions',
    header: <span className="visually-hidden">Műveletek</span>,
    cell: () => <button type="button">Letöltés</button>,
  },
];

const ROWS: Row[] = [
  { id: 1, name: 'Összefoglaló jelentés', file: 'osszefoglalo_jelentes_2026_marcius_vegleges_valtozat.pdf' },
];

describe('data table on a phone (360 px)', () => {
  beforeAll(async () => {
    await page.viewport(360, 740);
  });
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  it('scrolls inside its own box, keeps the first column in view and never breaks a header mid-word', async () => {
    const { container } = renderWidget(
      <div style={{ inlineSize: 320 }}>
        <DataTable
          caption="Dokumentumok"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(row) => row.id}
          empty="Nincs"
        />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Dokumentumok' });
    // the page never scrolls sideways: the box does (its hidden texts included)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const [first] = within(region).getAllByRole('columnheader');
    expect(getComputedStyle(first!).position).toBe('sticky');
    expect(getComputedStyle(within(region).getAllByRole('cell')[0]!).position).toBe('sticky');
    const header = within(region).getByRole('columnheader', { name: 'Kiküldött kérdőívek száma' });
    expect(getComputedStyle(header).wordBreak).toBe('keep-all');
    expect(getComputedStyle(header).overflowWrap).toBe('normal');
    expect(await axeViolations(container)).toEqual([]);
  });
});

const WITH_ACTIONS: DataTableColumn<Row>[] = COLUMNS.map((column) =>
  column.key === 'actions' ? { ...column, actions: true } : column,
);

describe("the row actions' column", () => {
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  const actionsCell = () => {
    renderWidget(
      <div style={{ inlineSize: 320 }}>
        <DataTable
          caption="Dokumentumok"
          columns={WITH_ACTIONS}
          rows={ROWS}
          rowKey={(row) => row.id}
          empty="Nincs"
        />
      </div>,
    );
    return screen.getByRole('button', { name: 'Letöltés' }).closest('td')!;
  };

  it('stays at the row’s end on a laptop, where a table wider than its box would put it out of view', async () => {
    await page.viewport(1280, 800);
    expect(getComputedStyle(actionsCell()).position).toBe('sticky');
  });

  it('scrolls with the table in a narrow window with a mouse, where its one line of buttons would cover every other column', async () => {
    await page.viewport(390, 844);
    expect(getComputedStyle(actionsCell()).position).not.toBe('sticky');
  });
});
