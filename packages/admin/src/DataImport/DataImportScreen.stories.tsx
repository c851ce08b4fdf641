import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory, narrowViewport } from '../testing/AdminStory';
import { DataImportScreen } from './DataImportScreen';
import {
  COMPLETED_JOB,
  dataImportHandlers,
  MANUAL_PREVIEW_WITH_ERRORS,
  MANUAL_ROW_ERRORS,
  RETRYING_JOB,
  REVOKED_JOB,
  RUNNING_JOB,
} from './data-import.fixtures';

const hu = messages.hu;
const en = messages.en;
/** Stories keep the connect state to themselves, not in the browser's local storage. */
const noStorage = { setItem: () => {} };
const xlsx = () => new File(['PK'], 'valaszok.xlsx');

const meta = {
  title: 'Admin/Data import',
  component: DataImportScreen,
  render: () => (
    <AdminStory handlers={dataImportHandlers()}>
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
} satisfies Meta<typeof DataImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two keys, three surveys, an answers import under way, a finished survey list and a revoked token. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Válaszok: 400 / 950')).toBeVisible();
    await expect(canvas.getByText(hu['admin-data-import-job-error-provider-token-revoked'])).toBeVisible();
    await expect(await canvas.findByRole('link', { name: hu['admin-data-import-connect'] })).toBeVisible();
  },
};

/** While the limits and surveys load. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={{ ...dataImportHandlers(), 'GET data-import/limits': () => pending() }}>
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
};

/** No provider account connected yet: no keys, no surveys, no imports. */
export const Empty: Story = {
  render: () => (
    <AdminStory
      handlers={{
        ...dataImportHandlers([]),
        'GET data-import/limits': () => ({ body: { queue_length: 0, api_keys: [] } }),
        'GET sm-surveys': () => ({ body: { sm_surveys: [] } }),
      }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-data-import-api-keys-empty'])).toBeVisible();
    await expect(canvas.getByText(hu['admin-data-import-jobs-empty'])).toBeVisible();
  },
};

/** Imports of two surveys run (one waiting for a retry): their reimport buttons wait (spec 2 §4). */
export const ImportsRunning: Story = {
  render: () => (
    <AdminStory handlers={dataImportHandlers([RUNNING_JOB, RETRYING_JOB, COMPLETED_JOB, REVOKED_JOB])}>
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(
      await canvas.findByRole('group', { name: `${hu['common-actions']}: Elégedettség 2024 – szellemi` }),
    );
    for (const button of row.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A reimport queued: the success toast. */
export const ReimportQueued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(
      await canvas.findByRole('group', { name: `${hu['common-actions']}: Elégedettség 2024 – szellemi` }),
    );
    await userEvent.click(row.getByRole('button', { name: hu['admin-data-import-reimport-details'] }));
    await expect(await canvas.findByText(hu['toast-import-details-success'])).toBeVisible();
  },
};

/** Chooses a file and presses Upload, as an admin does. */
async function uploadFile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByLabelText(hu['admin-data-import-manual-file']), xlsx());
  await userEvent.click(canvas.getByRole('button', { name: hu['common-upload'] }));
  return canvas;
}

/**
 * The manual upload's preview (docs/import.md "The manual import"): a SurveyMonkey export of
 * 2,400 respondents, per collector how many are new, Import and Cancel.
 */
export const ManualImportPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await uploadFile(canvasElement);
    const preview = await canvas.findByRole('region', { name: 'Előnézet: valaszok.xlsx' });
    await expect(within(preview).getByText(hu['admin-data-import-manual-layout-surveymonkey'])).toBeVisible();
    await expect(
      within(preview).getByRole('button', { name: hu['admin-data-import-manual-import'] }),
    ).toBeEnabled();
  },
};

/** The preview at the narrowest supported width: the collectors table scrolls, the texts wrap. */
export const ManualImportPreviewNarrow: Story = {
  ...ManualImportPreview,
  decorators: [narrowViewport],
};

/** The preview of a file with bad rows: five errors, then "and 3 more"; Import is disabled (spec 2 §8). */
export const ManualImportPreviewErrors: Story = {
  render: () => (
    <AdminStory
      handlers={{
        ...dataImportHandlers([]),
        'POST data-import/manual-import/preview': () => ({ body: MANUAL_PREVIEW_WITH_ERRORS }),
      }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await uploadFile(canvasElement);
    await expect(await canvas.findByText('és még 3 hiba')).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['admin-data-import-manual-import'] })).toBeDisabled();
  },
};

/** While the file is checked. */
export const ManualImportChecking: Story = {
  render: () => (
    <AdminStory
      handlers={{ ...dataImportHandlers([]), 'POST data-import/manual-import/preview': () => pending() }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await uploadFile(canvasElement);
    await expect(await canvas.findByText(hu['admin-data-import-manual-checking'])).toBeVisible();
  },
};

/** While the previewed file is imported: Cancel and Import wait. */
export const ManualImportImporting: Story = {
  render: () => (
    <AdminStory handlers={{ ...dataImportHandlers([]), 'POST data-import/manual-import': () => pending() }}>
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await uploadFile(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-data-import-manual-import'] }));
    await expect(await canvas.findByText(hu['admin-data-import-manual-importing'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['common-cancel'] })).toBeDisabled();
  },
};

/** An import refused after its preview: five row errors, then "and 3 more" (spec 2 §8). */
export const ManualImportErrors: Story = {
  render: () => (
    <AdminStory
      handlers={{
        ...dataImportHandlers([]),
        'POST data-import/manual-import': () =>
          apiError(422, 'manual-import-rows-invalid', { errors: MANUAL_ROW_ERRORS }),
      }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await uploadFile(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-data-import-manual-import'] }));
    await expect(await canvas.findByText('és még 3 hiba')).toBeVisible();
  },
};

/** A file that is no responses sheet: its check is refused, naming the collector columns it needs. */
export const ManualImportUnreadable: Story = {
  render: () => (
    <AdminStory
      handlers={{
        ...dataImportHandlers([]),
        'POST data-import/manual-import/preview': () => apiError(422, 'cant-decode-file'),
      }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await uploadFile(canvasElement);
    await expect(
      await canvas.findByText(hu['admin-data-import-manual-error-cant-decode-file']),
    ).toBeVisible();
  },
};

/** The preview in English. */
export const ManualImportPreviewEnglish: Story = {
  render: () => (
    <AdminStory handlers={dataImportHandlers([])} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(en['admin-data-import-manual-file']), xlsx());
    await userEvent.click(canvas.getByRole('button', { name: en['common-upload'] }));
    await expect(await canvas.findByText('Respondents to import: 2,400')).toBeVisible();
    await expect(
      canvas.getByRole('columnheader', { name: en['admin-data-import-manual-existing-count'] }),
    ).toBeVisible();
  },
};

/** The limits or the surveys could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory handlers={{ ...dataImportHandlers(), 'GET sm-surveys': () => apiError(500, 'internal') }}>
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
};

/** Only the progress view failed: the rest of the screen works. */
export const JobsFailed: Story = {
  render: () => (
    <AdminStory
      handlers={{ ...dataImportHandlers(), 'GET data-import/jobs': () => apiError(500, 'internal') }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-internal'])).toBeVisible();
  },
};

/** An admin without a session account. */
export const NoSessionAccount: Story = {
  render: () => (
    <AdminStory
      token={makeAdminToken({ aid: null, an: null })}
      handlers={{ ...dataImportHandlers(), 'GET sm-surveys': () => apiError(409, 'no-session-account') }}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-no-session-account'])).toBeVisible();
  },
};

/** English texts, numbers and times. */
export const English: Story = {
  render: () => (
    <AdminStory
      handlers={dataImportHandlers([RUNNING_JOB, RETRYING_JOB, REVOKED_JOB])}
      token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}
    >
      <DataImportScreen stateStorage={noStorage} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en['admin-data-import-job-state-retrying'])).toBeVisible();
    await expect(canvas.getByText('Answers: 400 / 950')).toBeVisible();
  },
};
