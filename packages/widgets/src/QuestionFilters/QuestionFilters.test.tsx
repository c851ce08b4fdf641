import { QUESTION_FILTER_DEBOUNCE_MS, type QuestionFilterDraft } from '@pulzus/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { renderWithI18n } from '../mocks/render-with-i18n';
import { QuestionFilters } from './QuestionFilters';

const TOPICS = graphApiFixture({ language: 'en' }).questionGroups(10, 1);

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
      questionGroups={TOPICS}
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
    await user.click(screen.getByRole('option', { name: `${question.code} – ${question.name}` }));
    await user.click(screen.getAllByRole('button', { name: 'Delete filter' })[1]!);
    expect(onChange).toHaveBeenLastCalledWith([{ question_id: question.id, answers: '' }]);
  });
});
