import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { axeViolations } from '../testing/axe';
import { SearchSelect } from './SearchSelect';
import type { SelectItems } from './select-options';

const ITEMS: SelectItems<string> = [
  {
    label: 'September 2024',
    options: [
      { value: 'a', label: 'Büszke vagyok a munkahelyemre.' },
      { value: 'b', label: 'A vezetőm meghallgat.' },
      { value: 'c', label: 'A csapatomban segítjük egymást.', disabled: true, description: 'taken' },
    ],
  },
  { label: 'March 2024', options: [{ value: 'd', label: 'Elégedett vagyok a juttatásaimmal.' }] },
];

function Harness({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <SearchSelect label="Earlier item" items={ITEMS} value={value} onValueChange={setValue} error={error} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('searchable single select', () => {
  it('filters as one types, every word, case and accents ignored, keeping the groups; no axe violation', async () => {
    const { container } = renderWithI18n(<Harness />, 'en');
    const combobox = screen.getByRole('combobox', { name: 'Earlier item' });
    await userEvent.type(combobox, 'VAGYOK juttatas');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Earlier item' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elégedett vagyok a juttatásaimmal.']);
    expect(within(listbox).getByRole('group', { name: 'March 2024' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'nothing like this');
    expect(within(listbox).getByRole('option')).toHaveTextContent('No matches');
  });

  it('is used by keyboard: arrows pass over a disabled option, Enter chooses and shows the label, Escape restores it', async () => {
    renderWithI18n(<Harness initial="a" />, 'en');
    const combobox = screen.getByRole('combobox', { name: 'Earlier item' });
    expect(combobox).toHaveValue('Büszke vagyok a munkahelyemre.');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    const active = () => document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Büszke vagyok a munkahelyemre.');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Elégedett vagyok a juttatásaimmal.');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('d');
    expect(combobox).toHaveValue('Elégedett vagyok a juttatásaimmal.');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(combobox, ' vezet');
    await userEvent.keyboard('{Escape}');
    expect(combobox).toHaveValue('Elégedett vagyok a juttatásaimmal.');
    expect(screen.getByRole('status')).toHaveTextContent('d');
  });

  it('a pointer chooses too; an error marks the field invalid and describes it', async () => {
    renderWithI18n(<Harness error="Choose an earlier item." />, 'en');
    const combobox = screen.getByRole('combobox', { name: 'Earlier item' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Choose an earlier item.');
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'A vezetőm meghallgat.' }));
    expect(combobox).toHaveValue('A vezetőm meghallgat.');
  });
});
