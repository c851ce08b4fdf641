import { messages } from '@pulzus/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { SURVEY_DATES } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { QuestionsScreen } from './QuestionsScreen';
import { PHYSICAL_WITH_OPEN_QUESTION, questionsHandlers } from './questions.fixtures';

const hu = messages.hu;

function handlers(calls: unknown[]) {
  const extra: Parameters<typeof questionsHandlers>[0] = {
    'PUT questions/1009/comments': ({ body }) => {
      calls.push(body);
      return { body: { status: 'ok' } };
    },
  };
  for (const date of SURVEY_DATES) {
    extra[`GET survey-dates/${date.id}/worker-group/1/question-groups`] = () => ({
      body: { question_groups: PHYSICAL_WITH_OPEN_QUESTION.map((t) => ({ ...t, survey_date_id: date.id })) },
    });
    // every date has responses: the topics are locked, the comments switch is not
    extra[`GET survey-dates/${date.id}/response-count`] = () => ({ body: { answers_count: 40 } });
  }
  return questionsHandlers(extra);
}

describe('questions screen: comments (docs/privacy.md "Comments")', () => {
  it('lists each open-ended question with its worker group and topic, and switches its comments on for users even on a date with responses; passes axe', async () => {
    const calls: unknown[] = [];
    const view = renderAdmin(<QuestionsScreen />, { handlers: handlers(calls) });
    const section = within(await screen.findByRole('region', { name: hu['admin-questions-comments-title'] }));
    const toggle = await section.findByRole('switch', { name: 'Mit változtatna meg?' });
    expect(toggle).not.toBeChecked();
    expect(section.getByText(/Fizikai dolgozók · Munkakörülmények/)).toBeInTheDocument();
    expect(await screen.findByText(hu['admin-editing-disabled'])).toBeInTheDocument();
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await waitFor(() => expect(calls).toEqual([{ show_comments: true }]));
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says so when the date has no open-ended question', async () => {
    renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const section = within(await screen.findByRole('region', { name: hu['admin-questions-comments-title'] }));
    expect(section.getByText(hu['admin-questions-comments-none'])).toBeInTheDocument();
  });
});
