import type { GraphResponse } from '@pulzus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../BarChart/BarChart';
import { ColumnChart } from '../ColumnChart/ColumnChart';
import { axeViolations } from '../testing/axe';
import { renderWidget } from '../testing/render';

/** Two dates of three items: Item B was not asked on the older date, Item C is withheld there. */
const data = (withheld: boolean[] | undefined): GraphResponse => ({
  graph_data: [
    { name: '2024 May', data: [60, null, null], ...(withheld ? { withheld } : {}) },
    { name: '2025 May', data: [70, 50, 40] },
  ],
  graph_meta: { categories: ['Item A', 'Item B', 'Item C'], categories_colors: [], worker_count: 40 },
  warnings: ['graph-warning-privacy'],
});

const marksOf = (container: HTMLElement, category: string) =>
  within(container).getByRole('group', { name: category }).querySelectorAll('rect[data-withheld]');

describe('withheld and not-asked values (docs/graphs.md "withheld")', () => {
  it('draws the hatched mark only where the value is withheld; a value not asked draws nothing', () => {
    const { container } = renderWidget(<BarChart data={data([false, false, true])} exportable={false} />);
    expect(marksOf(container, 'Item B')).toHaveLength(0);
    expect(marksOf(container, 'Item C')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: /Hidden for privacy/ })).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /Not asked/ })).toBeNull();
  });

  it('the data table shows a dash named "Not asked" for a value not asked, and "Hidden for privacy" where withheld', async () => {
    const { container } = renderWidget(<ColumnChart data={data([false, false, true])} exportable={false} />);
    const table = await screen.findByRole('table');
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    const notAsked = within(rowOf('Item B')).getByRole('cell', { name: 'Not asked' });
    expect(notAsked).toHaveTextContent('–');
    expect(notAsked).toHaveAttribute('data-not-asked');
    expect(notAsked).not.toHaveAttribute('data-withheld');
    const withheld = within(rowOf('Item C')).getByRole('cell', { name: 'Hidden for privacy' });
    expect(withheld).toHaveAttribute('data-withheld');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('an answer without withheld (an older server) draws every null as withheld', () => {
    const { container } = renderWidget(<BarChart data={data(undefined)} exportable={false} />);
    expect(marksOf(container, 'Item B')).toHaveLength(1);
    expect(marksOf(container, 'Item C')).toHaveLength(1);
    expect(screen.queryByRole('cell', { name: 'Not asked' })).toBeNull();
  });

  it('says it in Hungarian: "Nem szerepelt a kérdőívben"', () => {
    renderWidget(<BarChart data={data([false, false, true])} exportable={false} language="hu" />);
    expect(screen.getByRole('cell', { name: 'Nem szerepelt a kérdőívben' })).toHaveTextContent('–');
  });
});
