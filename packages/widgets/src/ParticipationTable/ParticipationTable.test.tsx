import { completionRatio, messages } from '@pulzus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { participationFixture } from '../fixtures/participation-fixtures';
import { axeViolations } from '../testing/axe';
import { renderWidget } from '../testing/render';
import { ParticipationTable } from './ParticipationTable';

const workerGroups = [{ id: 1, name: 'Fizikai' }];
const demographies = participationFixture().demographies;
const site = (answer: number) => [{ demography_id: 10, demography_answer_id: answer }];

describe('participation table (spec 2 §2 "Participation rate", §9)', () => {
  it('merges collectors of one unit, sums the total row and rounds rates to whole percents', () => {
    renderWidget(
      <ParticipationTable
        workerGroups={workerGroups}
        demographies={demographies}
        collectors={[
          { worker_group_id: 1, headcount: 10, respondent_count: 3, demographies: site(101) },
          { worker_group_id: 1, headcount: 20, respondent_count: 7, demographies: site(100) },
          { worker_group_id: 1, headcount: 5, respondent_count: 4, demographies: site(100) },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fizikai' });
    const rows = within(table).getAllByRole('row');
    const text = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    expect(text(rows[0]!)).toEqual(['Unit', 'Sent', 'Completed', 'Completion rate']);
    // Budapest (answer 100) first by answer order; 11 of 25 = 44 %.
    expect(text(rows[1]!)).toEqual(['Budapest', '25', '11', '44%']);
    expect(text(rows[2]!)).toEqual(['Debrecen', '10', '3', '30%']);
    expect(text(rows[3]!)).toEqual(['Total', '35', '14', '40%']);
  });

  it('one table per worker group, totals equal the sums of its rows', () => {
    const data = participationFixture({ seed: 5 });
    renderWidget(<ParticipationTable {...data} language="en" />);
    expect(screen.getAllByRole('table')).toHaveLength(data.workerGroups.length);
    data.workerGroups.forEach((group) => {
      const table = screen.getByRole('table', { name: group.name });
      const collectors = data.collectors.filter((c) => c.worker_group_id === group.id);
      const sent = collectors.reduce((s, c) => s + c.headcount, 0);
      const done = collectors.reduce((s, c) => s + c.respondent_count, 0);
      const total = within(table).getByRole('row', { name: /^Total/ });
      expect(
        within(total)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([String(sent), String(done), `${completionRatio(done, sent)}%`]);
    });
  });

  it('shows a dash for a unit without headcount and Hungarian number format', () => {
    renderWidget(
      <ParticipationTable
        language="hu"
        workerGroups={workerGroups}
        demographies={demographies}
        collectors={[
          { worker_group_id: 1, headcount: 0, respondent_count: 0, demographies: site(102) },
          { worker_group_id: 1, headcount: 12000, respondent_count: 6000, demographies: site(100) },
        ]}
      />,
    );
    expect(screen.getByRole('row', { name: /^Győr/ })).toHaveTextContent('–');
    const total = screen.getByRole('row', { name: /^Összesen/ });
    expect(within(total).getAllByRole('cell')[0]!.textContent?.replace(/\s/g, ' ')).toBe('12 000');
  });

  it('the info button opens the explanation from the keyboard; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWidget(<ParticipationTable collectors={[]} explanation="Rates are respondents over headcount." />);
    expect(screen.getByRole('status')).toHaveTextContent('There is no participation data');
    await user.tab();
    const button = screen.getByRole('button', { name: messages.en['participation-rate-info'] });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: messages.en['participation-rate-info'] }),
    ).toHaveTextContent('Rates are respondents over headcount.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('forwards DOM props and has no axe violations', async () => {
    const { container } = renderWidget(
      <ParticipationTable {...participationFixture()} className="x" id="p" />,
    );
    const root = container.querySelector('#p');
    expect(root).toHaveAttribute('data-component', 'Pulzus.ParticipationTable');
    expect(root).toHaveClass('x');
    expect(await axeViolations(container)).toEqual([]);
  });
});
