import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { axeViolations } from '../testing/axe';
import { Select } from './Select';
import type { SelectItems } from './select-options';

const GROUPED: SelectItems<number> = [
  {
    label: 'Office',
    options: [
      { value: 1, label: 'Leadership' },
      { value: 2, label: 'Teamwork' },
    ],
  },
  {
    label: 'Plant',
    options: [
      { value: 3, label: 'Safety' },
      { value: 4, label: 'Development', disabled: true },
    ],
  },
];

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <Select label="Topic area" items={GROUPED} value={value} onValueChange={setValue} />;
}

describe('grouped single select (spec 2 §2 "Shared sidebar layout")', () => {
  it('shows options under group headings with listbox roles and no axe violation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Harness initial={2} />, 'en');
    await user.click(screen.getByRole('combobox', { name: 'Topic area' }));
    const plant = screen.getByRole('group', { name: 'Plant' });
    expect(
      within(plant)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Safety', 'Development']);
    expect(screen.getByRole('option', { name: 'Teamwork' })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is used by keyboard: arrows from the chosen option, Enter chooses, a disabled option is passed over (APG)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={1} />, 'en');
    const combobox = screen.getByRole('combobox', { name: 'Topic area' });
    const active = () => combobox.getAttribute('aria-activedescendant');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe(screen.getByRole('option', { name: 'Leadership' }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox).toHaveTextContent('Safety');
    // Development, the last option, is disabled: End and ArrowDown stop at Safety
    await user.keyboard('{ArrowDown}{End}');
    expect(active()).toBe(screen.getByRole('option', { name: 'Safety' }).id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(screen.getByRole('option', { name: 'Safety' }).id);
    await user.keyboard('{Escape}');
    expect(combobox).toHaveTextContent('Safety');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('describes a disabled option by its reason, shown under its label and kept out of its name', async () => {
    const user = userEvent.setup();
    const items = [
      { value: 1, label: 'Office staff' },
      { value: 2, label: 'Blue-collar staff', disabled: true, description: 'hidden for privacy' },
    ];
    const { container } = renderWithI18n(
      <Select label="Employee group" items={items} value={null} onValueChange={() => {}} />,
      'en',
    );
    await user.click(screen.getByRole('combobox', { name: 'Employee group' }));
    const refused = screen.getByRole('option', { name: 'Blue-collar staff' });
    expect(refused).toHaveAccessibleDescription('hidden for privacy');
    expect(refused).toHaveTextContent('hidden for privacy');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('closes the list on a click outside the field, and a click on an option still chooses it', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <p>Sidebar</p>
        <Harness />
      </>,
      'en',
    );
    const combobox = screen.getByRole('combobox', { name: 'Topic area' });
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Safety' }));
    expect(combobox).toHaveTextContent('Safety');
    await user.click(combobox);
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.click(screen.getByText('Sidebar'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes only the list on Escape, not a dialog or menu around the field', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      renderWithI18n(<Harness />, 'en');
      await user.click(screen.getByRole('combobox', { name: 'Topic area' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(outer).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('shows the placeholder until something is chosen', () => {
    renderWithI18n(<Harness />, 'en');
    expect(screen.getByRole('combobox', { name: 'Topic area' })).toHaveTextContent('Choose…');
  });
});
