import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { API_KEYS, SM_SURVEYS, SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';
import { SurveyDatesScreen } from './SurveyDatesScreen';

const hu = messages.hu;

const loaded: FakeHandlers = {
  'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
  'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
  'GET sm-surveys': () => ({ body: { sm_surveys: SM_SURVEYS } }),
  'GET sm-api-key': () => ({ body: { sm_api_keys: API_KEYS } }),
};

const meta = {
  title: 'Admin/Survey dates',
  component: SurveyDatesScreen,
  args: { now: new Date(2025, 5, 15) },
  render: (args) => (
    <AdminStory handlers={loaded}>
      <SurveyDatesScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof SurveyDatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published date (no delete actions), an unpublished one with answers and one without. */
export const Loaded: Story = {};

/** While the lists load. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...loaded, 'GET survey-dates': () => pending() }}>
      <SurveyDatesScreen {...args} />
    </AdminStory>
  ),
};

/** No survey dates yet. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...loaded, 'GET survey-dates': () => ({ body: { survey_dates: [] } }) }}>
      <SurveyDatesScreen {...args} />
    </AdminStory>
  ),
};

/** A list could not be loaded. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...loaded, 'GET survey-dates': () => apiError(500, 'internal') }}>
      <SurveyDatesScreen {...args} />
    </AdminStory>
  ),
};

/** The add popup saved without an API key: the required fields (spec 1 §5). */
export const AddPopupRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-survey-dates-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await dialog.findByText(hu['required-field'])).toBeVisible();
  },
};

/** The info dialog: no worker group got a survey (spec 1 §5). */
export const NoSurveyInfoDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-survey-dates-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-survey-dates-api-key']), '1');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await canvas.findByText(hu['admin-survey-dates-add-no-worker-group-survey'])).toBeVisible();
  },
};

/** The delete-answers confirmation. */
export const DeleteAnswersConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = (
      await canvas.findAllByRole('button', { name: hu['admin-survey-dates-delete-answers'] })
    ).filter((b) => !(b as HTMLButtonElement).disabled);
    if (button) await userEvent.click(button);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};
