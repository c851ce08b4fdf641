import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory, narrowViewport } from '../testing/AdminStory';
import { DemographiesScreen } from './DemographiesScreen';
import { DEMOGRAPHIES, demographyHandlers, LONG_DEMOGRAPHY } from './demographies.fixtures';

const hu = messages.hu;
const en = messages.en;

const meta = {
  title: 'Admin/Demographies',
  component: DemographiesScreen,
  render: () => (
    <AdminStory handlers={demographyHandlers()}>
      <DemographiesScreen />
    </AdminStory>
  ),
} satisfies Meta<typeof DemographiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest date without responses: the table with the move, edit and delete buttons. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: hu['admin-demographies-add'] })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: hu['common-move-up'] })).toHaveLength(3);
  },
};

/** While the date's demographies load. */
export const Loading: Story = {
  render: () => (
    <AdminStory
      handlers={demographyHandlers(undefined, { 'GET survey-dates/13/demographies': () => pending() })}
    >
      <DemographiesScreen />
    </AdminStory>
  ),
};

/** A date without demographies. */
export const Empty: Story = {
  render: () => (
    <AdminStory handlers={demographyHandlers({ 13: [] })}>
      <DemographiesScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['admin-demographies-empty'])).toBeVisible();
  },
};

/** The date already has responses: the red notice, no add button, no buttons column (spec 2 §4). */
export const EditingLocked: Story = {
  render: () => (
    <AdminStory
      handlers={demographyHandlers(undefined, {
        'GET survey-dates/13/response-count': () => ({ body: { answers_count: 42 } }),
      })}
    >
      <DemographiesScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-editing-disabled'])).toBeVisible();
    await expect(canvas.queryByRole('button', { name: hu['common-edit'] })).toBeNull();
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory
      handlers={demographyHandlers(undefined, {
        'GET survey-dates/13/demographies': () => apiError(500, 'internal'),
      })}
    >
      <DemographiesScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-internal'])).toBeVisible();
  },
};

/** The account has no survey dates yet. */
export const NoSurveyDate: Story = {
  render: () => (
    <AdminStory
      handlers={demographyHandlers(undefined, { 'GET survey-dates': () => ({ body: { survey_dates: [] } }) })}
    >
      <DemographiesScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['welcome-no-survey-date'])).toBeVisible();
  },
};

/** English texts and the English date format. */
export const English: Story = {
  parameters: { language: 'en' },
  render: () => (
    <AdminStory handlers={demographyHandlers()} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <DemographiesScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: en['admin-demographies-add'] })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: en['admin-survey-date-select'] })).toHaveTextContent(
      'March 2025',
    );
  },
};

/** A 360 px wide screen with long Hungarian labels: the sidebar stacks, the table scrolls sideways. */
export const Narrow: Story = {
  decorators: [narrowViewport],
  render: () => (
    <AdminStory handlers={demographyHandlers({ 13: [...DEMOGRAPHIES, LONG_DEMOGRAPHY] })}>
      <DemographiesScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: LONG_DEMOGRAPHY.name })).toBeInTheDocument();
  },
};

/** The add form saved empty: the required fields (spec 2 §5). */
export const AddFormRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-demographies-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-demographies-add-answer'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect((await dialog.findAllByText(hu['required-field'])).length).toBe(5);
  },
};

/** The edit form, prefilled with the answers (spec 2 §2). */
export const EditForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [edit] = await canvas.findAllByRole('button', { name: hu['common-edit'] });
    if (edit) await userEvent.click(edit);
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByLabelText(hu['admin-demographies-name'])).toHaveValue('Életkor');
  },
};

/** The delete confirmation. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [remove] = await canvas.findAllByRole('button', { name: hu['common-delete'] });
    if (remove) await userEvent.click(remove);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};
