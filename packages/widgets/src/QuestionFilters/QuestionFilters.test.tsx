import { QUESTION_FILTER_DEBOUNCE_MS, type QuestionFilterDraft } from '@pulzus/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { QuestionFilters } from './QuestionFilters';

const TOPICS = graphApiFixture({ language: 'en' }).topics(10, 1);

function Harness({
  initial,
  onChange,
}: {
  initial: QuestionFilterDraft[];
  onChange: (v: QuestionFilterDraft[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuestionFilters
      topics={TOPICS}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('admin question filters (spec 2 §2, §4)', () => {
  it(`passes typed answers on only after a ${QUESTION_FILTER_DEBOUNCE_MS} ms pause`, async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={[{ question_id: 1001, answers: '' }]} onChange={onChange} />, 'en');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = screen.getByRole('textbox', { name: 'Answers' });
    fireEvent.change(input, { target: { value: '5' } });
    act(() => vi.advanceTimersByTime(QUESTION_FILTER_DEBOUNCE_MS - 100));
    fireEvent.change(input, { target: { value: '5, 6' } });
    act(() => vi.advanceTimersByTime(QUESTION_FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenLastCalledWith([{ question_id: 1001, answers: '5, 6' }]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('adds filters, chooses a question from the topic groups and deletes a filter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={[]} onChange={onChange} />, 'en');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { question_id: null, answers: '' },
      { question_id: null, answers: '' },
    ]);
    const [first] = screen.getAllByRole('combobox', { name: 'Question' });
    await user.click(first!);
    expect(screen.getByRole('group', { name: 'Leadership' })).toBeVisible();
    const question = TOPICS[1]!.questions[0]!;
    await user.click(screen.getByRole('option', { name: question.name }));
    await user.click(screen.getAllByRole('button', { name: 'Delete filter' })[1]!);
    expect(onChange).toHaveBeenLastCalledWith([{ question_id: question.id, answers: '' }]);
  });

  it('names questions by their statement only: the provider code finds one but is never shown', async () => {
    const user = userEvent.setup();
    const question = TOPICS[2]!.questions[1]!;
    const { container } = renderWithI18n(
      <Harness initial={[{ question_id: null, answers: '' }]} onChange={vi.fn()} />,
      'en',
    );
    const combobox = screen.getByRole('combobox', { name: 'Question' });
    await user.type(combobox, question.code);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([question.name]);
    expect(screen.getByRole('listbox')).not.toHaveTextContent(question.code);
    await user.click(screen.getByRole('option', { name: question.name }));
    expect(combobox).toHaveValue(question.name);
    // a statement too long for the sidebar is cut with an ellipsis, the whole of it in the tooltip
    expect(combobox).toHaveAttribute('title', question.name);
    expect(container).not.toHaveTextContent(question.code);
  });

  it('keeps a long chosen statement inside a 280 px sidebar', async () => {
    const long = 'A közvetlen munkatársaimmal akkor is számíthatunk egymásra, amikor szoros a határidő.';
    const groups = [
      { id: 1, name: 'Együttműködés', questions: [{ id: 7, code: '420030:440099', name: long }] },
    ];
    renderWithI18n(
      <div style={{ width: 280 }}>
        <QuestionFilters topics={groups} value={[{ question_id: 7, answers: '' }]} onValueChange={vi.fn()} />
      </div>,
      'hu',
    );
    const combobox = screen.getByRole('combobox', { name: 'Kérdés' });
    expect(combobox).toHaveValue(long);
    expect(combobox.scrollWidth).toBeGreaterThan(combobox.clientWidth);
    const box = combobox.parentElement!.getBoundingClientRect();
    const row = screen.getByRole('group', { name: /1$/ }).getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(row.right);
    expect(getComputedStyle(combobox).textOverflow).toBe('ellipsis');
  });
});
