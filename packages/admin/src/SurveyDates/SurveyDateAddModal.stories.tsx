import { messages } from '@pulzus/core';
import { apiError } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminStory } from '../testing/AdminStory';
import { API_KEYS, SM_SURVEYS, WORKER_GROUPS } from '../testing/fixtures';
import { SurveyDateAddModal } from './SurveyDateAddModal';

const hu = messages.hu;
/** A fixed today, so the year and month choices never change with the calendar. */
const NOW = new Date(2026, 2, 15);
const dialogOf = async (name = hu['admin-survey-dates-add-popup-title']) =>
  within(await within(document.body).findByRole('dialog', { name }));
const surveyFor = (name: string) => hu['admin-survey-dates-survey-for'].replace('{{name}}', name);

/** Opens the popup and picks the API key Fő fiók; answers the popup. */
async function dialogWithKey() {
  const dialog = await dialogOf();
  await userEvent.selectOptions(
    dialog.getByRole('combobox', { name: hu['admin-survey-dates-api-key'] }),
    'Fő fiók',
  );
  return dialog;
}

/** Picks the physical workers' survey once the key's surveys are loaded, and saves. */
async function saveWithSurvey(dialog: ReturnType<typeof within>) {
  const survey = dialog.getByRole('combobox', { name: surveyFor('Fizikai dolgozók') });
  await waitFor(() => expect(survey).toBeEnabled());
  await userEvent.selectOptions(survey, 'Elégedettség 2024 – fizikai');
  await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
}

const meta = {
  title: 'Admin/Popups/SurveyDateAddModal',
  component: SurveyDateAddModal,
  // an open popup makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: {
    workerGroups: WORKER_GROUPS,
    providerSurveys: SM_SURVEYS,
    apiKeys: API_KEYS,
    now: NOW,
    onSaved: fn(),
    onClose: fn(),
  },
  render: (args) => (
    <AdminStory handlers={{ 'POST survey-dates': () => ({ status: 201, body: { id: 14 } }) }}>
      <SurveyDateAddModal {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof SurveyDateAddModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: this year and month chosen; the surveys wait for an API key. */
export const Default: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('combobox', { name: hu['admin-survey-dates-year'] })).toHaveValue('2026');
    await expect(dialog.getByRole('combobox', { name: surveyFor('Fizikai dolgozók') })).toBeDisabled();
  },
};

/** A key and one group's survey chosen: saved, the list reloads and the popup closes. */
export const Saved: Story = {
  play: async ({ args }) => {
    const dialog = await dialogWithKey();
    await saveWithSurvey(dialog);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** No worker group got a survey: an info dialog explains why nothing is created (spec 1 §5). */
export const NoSurveyChosen: Story = {
  play: async ({ args }) => {
    const dialog = await dialogWithKey();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const info = await dialogOf(hu['common-info']);
    await expect(info.getByText(hu['admin-survey-dates-add-no-worker-group-survey'])).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Saving fails: a toast, and the popup stays open. */
export const SaveFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST survey-dates': () => apiError(500, 'internal') }}>
      <SurveyDateAddModal {...args} />
    </AdminStory>
  ),
  play: async ({ args }) => {
    const dialog = await dialogWithKey();
    await saveWithSurvey(dialog);
    await expect(await within(document.body).findByText(hu['toast-survey-date-create-error'])).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No API key connected yet: nothing to choose. */
export const NoApiKeys: Story = { args: { apiKeys: [], providerSurveys: [] } };

/** On a phone (360 px). */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    docs: { story: { inline: false, height: '640px' } },
    viewport: { options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } } },
  },
};
