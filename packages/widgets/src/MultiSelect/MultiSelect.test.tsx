import { MULTI_SELECT, MULTI_SELECT_SEARCH_DEBOUNCE_MS } from '@pulzus/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../mocks/render-with-i18n';
import type { SelectOption } from '../Select/select-options';
import { axeViolations } from '../testing/axe';
import { MultiSelect } from './MultiSelect';

const OPTIONS: SelectOption<number>[] = [
  { value: 1, label: 'Sales' },
  { value: 2, label: 'Finance' },
  { value: 3, label: 'IT' },
  { value: 4, label: 'Logistics' },
];

function Harness(props: { initial: number[]; min?: number; max?: number; onChange?: (v: number[]) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <MultiSelect
      label="Department"
      options={OPTIONS}
      value={value}
      minSelection={props.min}
      maxSelection={props.max}
      onValueChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const render = (props: Parameters<typeof Harness>[0]) => renderWithI18n(<Harness {...props} />, 'en');
const tags = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('multi-select limits (spec 2 §5)', () => {
  it('disables an already chosen option and adds a chosen one as a tag', async () => {
    const user = userEvent.setup();
    render({ initial: [1] });
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Sales' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Sales' }));
    expect(tags()).toEqual(['Sales']);
    await user.click(within(listbox).getByRole('option', { name: 'IT' }));
    expect(tags()).toEqual(['Sales', 'IT']);
  });

  it(`keeps the last tag at the default minimum of ${MULTI_SELECT.minSelection}`, async () => {
    const user = userEvent.setup();
    render({ initial: [1, 2] });
    await user.click(screen.getByRole('button', { name: 'Remove Finance' }));
    expect(tags()).toEqual(['Sales']);
    expect(screen.getByRole('button', { name: 'Remove Sales' })).toBeDisabled();
  });

  it('lets a filter with minimum 0 lose its last tag (spec 2 §2)', async () => {
    const user = userEvent.setup();
    render({ initial: [2], min: 0 });
    await user.click(screen.getByRole('button', { name: 'Remove Finance' }));
    expect(tags()).toEqual([]);
  });

  it('disables every other option at the maximum and says so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render({ initial: [1, 2], max: 2, onChange });
    expect(screen.getByRole('status')).toHaveTextContent('At most 2 items can be selected.');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    const it3 = screen.getByRole('option', { name: 'IT' });
    expect(it3).toHaveAttribute('aria-disabled', 'true');
    await user.click(it3);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('multi-select keyboard use (spec 2 §2)', () => {
  it('opens with ArrowDown, moves, chooses with Enter, closes with Escape, Backspace removes the last tag', async () => {
    const user = userEvent.setup();
    const { container } = render({ initial: [1], min: 0 });
    const combobox = screen.getByRole('combobox', { name: 'Department' });
    await user.click(combobox);
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(tags()).toEqual(['Sales', 'Finance']);
    await user.keyboard('{End}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Logistics' }).id,
    );
    await user.keyboard('{Escape}{Backspace}');
    expect(tags()).toEqual(['Sales']);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('multi-select option list closing', () => {
  it('stays open while a tag is removed, and closes on a click outside the field', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <p>Sidebar</p>
        <Harness initial={[1, 2]} />
      </>,
      'en',
    );
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(screen.getByRole('button', { name: 'Remove Finance' }));
    expect(tags()).toEqual(['Sales']);
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.click(screen.getByText('Sidebar'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('multi-select search debounce (spec 2 §9)', () => {
  it(`filters the options only ${MULTI_SELECT_SEARCH_DEBOUNCE_MS} ms after typing stops`, () => {
    render({ initial: [], min: 0 });
    const combobox = screen.getByRole('combobox', { name: 'Department' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const shownOptions = () => {
      fireEvent.keyDown(combobox, { key: 'ArrowDown' });
      const names = screen.getAllByRole('option').map((o) => o.textContent);
      fireEvent.keyDown(combobox, { key: 'Escape' });
      return names;
    };
    fireEvent.change(combobox, { target: { value: 'fin' } });
    fireEvent.keyDown(combobox, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MULTI_SELECT_SEARCH_DEBOUNCE_MS - 10));
    expect(shownOptions()).toHaveLength(OPTIONS.length);
    act(() => vi.advanceTimersByTime(10));
    expect(shownOptions()).toEqual(['Finance']);
  });
});
