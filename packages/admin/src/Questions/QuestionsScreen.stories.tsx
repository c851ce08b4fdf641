import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { QuestionsScreen } from './QuestionsScreen';
import {
  CLERICAL_WITH_STATEMENTS,
  LONG_TOPICS,
  PHYSICAL_WITH_OPEN_QUESTION,
  questionsHandlers,
} from './questions.fixtures';

const hu = messages.hu;
const en = messages.en;

const meta = {
  title: 'Admin/Questions',
  component: QuestionsScreen,
  render: () => (
    <AdminStory handlers={questionsHandlers()}>
      <QuestionsScreen />
    </AdminStory>
  ),
} satisfies Meta<typeof QuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last date without responses: both worker groups' topics, editable (spec 2 §2, §4). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const physical = within(await canvas.findByRole('region', { name: 'Fizikai dolgozók' }));
    await expect(physical.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Elkötelezettség',
      '1. témakör',
      '2. témakör',
    ]);
    await expect(canvas.getByRole('button', { name: hu['common-save'] })).toBeEnabled();
  },
};

/** While the topics load. */
export const Loading: Story = {
  render: () => (
    <AdminStory
      handlers={questionsHandlers({ 'GET survey-dates/13/worker-group/1/question-groups': () => pending() })}
    >
      <QuestionsScreen />
    </AdminStory>
  ),
};

/** The account has no survey dates yet: no select, a message instead. */
export const NoSurveyDate: Story = {
  render: () => (
    <AdminStory handlers={questionsHandlers({ 'GET survey-dates': () => ({ body: { survey_dates: [] } }) })}>
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['welcome-no-survey-date'])).toBeVisible();
  },
};

/** The account has no worker groups yet: no select, a message instead. */
export const NoWorkerGroup: Story = {
  render: () => (
    <AdminStory
      handlers={questionsHandlers({ 'GET worker-groups': () => ({ body: { worker_groups: [] } }) })}
    >
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['admin-worker-groups-empty'])).toBeVisible();
  },
};

/** The date already has responses: the red notice, save and every field disabled (spec 2 §4). */
export const EditingLocked: Story = {
  render: () => (
    <AdminStory
      handlers={questionsHandlers({
        'GET survey-dates/13/response-count': () => ({ body: { answers_count: 42 } }),
      })}
    >
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-editing-disabled'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['common-save'] })).toBeDisabled();
  },
};

/** A worker group's topics could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory
      handlers={questionsHandlers({
        'GET survey-dates/13/worker-group/2/question-groups': () => apiError(500, 'internal'),
      })}
    >
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-internal'])).toBeVisible();
  },
};

/** Saved with an emptied question code: the required-field error, focus on the field (spec 2 §5). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const physical = within(await canvas.findByRole('region', { name: 'Fizikai dolgozók' }));
    const topic = within(physical.getByRole('group', { name: '1. témakör' }));
    const [code] = topic.getAllByLabelText(hu['admin-questions-question-code']);
    if (code) await userEvent.clear(code);
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(await topic.findByText(hu['required-field'])).toBeVisible();
    await expect(code).toHaveFocus();
  },
};

/**
 * Questions chosen from the provider survey by their statement (spec 2 §7): the statement list
 * open, a statement used elsewhere in the group disabled, a stored code not in the survey with its note;
 * "Fizikai dolgozók" has no survey on the date, so its codes are typed, with a note why.
 */
export const StatementsFromSurvey: Story = {
  render: () => (
    <AdminStory
      handlers={questionsHandlers({
        'GET survey-dates/13/worker-group/2/question-groups': () => ({
          body: { question_groups: CLERICAL_WITH_STATEMENTS },
        }),
      })}
    >
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-questions-manual-no-survey'])).toBeVisible();
    const clerical = within(await canvas.findByRole('region', { name: 'Szellemi dolgozók' }));
    await expect(clerical.getByText(hu['admin-questions-not-in-survey'])).toBeVisible();
    const [, stored] = clerical.getAllByRole('combobox', { name: hu['admin-questions-question-statement'] });
    if (stored) await userEvent.click(stored);
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      page.getByRole('option', { name: 'Szívesen ajánlom a céget az ismerőseimnek.' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The topic delete confirmation (spec 2 §2). */
export const DeleteTopicConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Témakör törlése: 2. témakör' }));
    await expect(await canvas.findByText(hu['admin-questions-confirm-delete-topic'])).toBeVisible();
  },
};

/** The save failed: the danger toast (spec 2 §8). */
export const SaveFailed: Story = {
  render: () => (
    <AdminStory handlers={questionsHandlers({ 'PUT question-groups': () => apiError(500, 'internal') })}>
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['common-save'] }));
    await expect(await canvas.findByText(hu['toast-questions-save-error'])).toBeVisible();
  },
};

/** English texts and the English date format. */
export const English: Story = {
  parameters: { language: 'en' },
  render: () => (
    <AdminStory handlers={questionsHandlers()} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const physical = within(await canvas.findByRole('region', { name: 'Fizikai dolgozók' }));
    await expect(physical.getByRole('heading', { name: 'Topic 2', level: 3 })).toBeVisible();
    const first = within(physical.getByRole('group', { name: 'Topic 1' }));
    await expect(first.getByLabelText(en['admin-questions-bg-color'])).toHaveDisplayValue('Light blue');
    await expect(canvas.getByRole('combobox', { name: en['admin-survey-date-select'] })).toHaveTextContent(
      'March 2025',
    );
  },
};

/** A 360 px screen with long Hungarian names: the fields and the sidebar stack. */
export const Narrow: Story = {
  render: () => (
    <div data-testid="narrow-frame" style={{ width: 360 }}>
      <AdminStory
        handlers={questionsHandlers({
          'GET survey-dates/13/worker-group/1/question-groups': () => ({
            body: { question_groups: LONG_TOPICS },
          }),
        })}
      >
        <QuestionsScreen />
      </AdminStory>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByDisplayValue(/Munkahelyi légkör/);
    const frame = canvas.getByTestId('narrow-frame');
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An open-ended question under the other topic: its "show comments" switch, off (docs/privacy.md "Comments"). */
export const OpenQuestionComments: Story = {
  render: () => (
    <AdminStory
      handlers={questionsHandlers({
        'GET survey-dates/13/worker-group/1/question-groups': () => ({
          body: { question_groups: PHYSICAL_WITH_OPEN_QUESTION },
        }),
        'PUT questions/1009/comments': () => ({ body: { status: 'ok' } }),
      })}
    >
      <QuestionsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole('region', { name: hu['admin-questions-comments-title'] }),
    );
    await expect(await section.findByRole('switch', { name: 'Mit változtatna meg?' })).not.toBeChecked();
  },
};
