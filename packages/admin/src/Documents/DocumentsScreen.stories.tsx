import { MAX_DOCUMENT_BYTES, messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { DocumentsScreen } from './DocumentsScreen';
import { DOCUMENTS, documentsHandlers, LONG_DOCUMENT } from './documents.fixtures';

const hu = messages.hu;
const en = messages.en;

const pdf = (size: number) => new File([new Uint8Array(size)], 'jelentes.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Admin/Documents',
  component: DocumentsScreen,
  args: { downloader: { busyId: null, download: fn(async () => {}) } },
  render: (args) => (
    <AdminStory handlers={documentsHandlers()}>
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof DocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last date's documents with download and delete buttons (spec 2 §2). */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${hu['documents-download']}: Összefoglaló jelentés` }),
    );
    await expect(args.downloader?.download).toHaveBeenCalledWith(51);
  },
};

/** A download is running: the download buttons wait. */
export const Downloading: Story = {
  args: { downloader: { busyId: 51, download: fn(async () => {}) } },
};

/** While the date's documents load. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={documentsHandlers({ 'GET survey-dates/13/documents': () => pending() })}>
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
};

/** A date without documents: the no-documents message. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory
      handlers={documentsHandlers({ 'GET survey-dates/13/documents': () => ({ body: { documents: [] } }) })}
    >
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['documents-empty'])).toBeVisible();
  },
};

/** The account has no survey dates yet. */
export const NoSurveyDate: Story = {
  render: (args) => (
    <AdminStory handlers={documentsHandlers({ 'GET survey-dates': () => ({ body: { survey_dates: [] } }) })}>
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['welcome-no-survey-date'])).toBeVisible();
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory
      handlers={documentsHandlers({ 'GET survey-dates/13/documents': () => apiError(500, 'internal') })}
    >
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-internal'])).toBeVisible();
  },
};

/** The upload popup before anything is chosen: the upload is disabled (spec 2 §5). */
export const UploadPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-documents-upload'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: hu['common-upload'] })).toBeDisabled();
  },
};

/** A file over 25 MB is refused before the upload (spec 2 §5). */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-documents-upload'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-documents-name']), 'Éves jelentés');
    await userEvent.upload(dialog.getByLabelText(hu['admin-documents-file']), pdf(MAX_DOCUMENT_BYTES + 1));
    await expect(await dialog.findByText(hu['error-payload-too-large'])).toBeVisible();
    await expect(dialog.getByRole('button', { name: hu['common-upload'] })).toBeDisabled();
  },
};

/** The server refused the upload: the danger toast and the reason in the popup (spec 2 §8). */
export const UploadFailed: Story = {
  render: (args) => (
    <AdminStory
      handlers={documentsHandlers({
        'POST survey-dates/13/documents': () => apiError(415, 'unsupported-media-type'),
      })}
    >
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-documents-upload'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-documents-name']), 'Éves jelentés');
    await userEvent.upload(dialog.getByLabelText(hu['admin-documents-file']), pdf(1024));
    const submit = dialog.getByRole('button', { name: hu['common-upload'] });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await canvas.findByText(hu['toast-document-upload-error'])).toBeVisible();
  },
};

/** The delete confirmation (spec 2 §2). */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${hu['common-delete']}: Nyers adatok` }),
    );
    await expect(await canvas.findByText('Biztosan törli a(z) Nyers adatok dokumentumot?')).toBeVisible();
  },
};

/** English texts and the English date format. */
export const English: Story = {
  parameters: { language: 'en' },
  render: (args) => (
    <AdminStory handlers={documentsHandlers()} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <DocumentsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: `${en['admin-documents-title']}: March 2025` }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['admin-documents-upload'] })).toBeVisible();
  },
};

/** A 360 px screen with long Hungarian names: the table scrolls sideways inside its region. */
export const Narrow: Story = {
  render: (args) => (
    <div data-testid="narrow-frame" style={{ width: 360 }}>
      <AdminStory
        handlers={documentsHandlers({
          'GET survey-dates/13/documents': () => ({ body: { documents: [LONG_DOCUMENT, ...DOCUMENTS] } }),
        })}
      >
        <DocumentsScreen {...args} />
      </AdminStory>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByTestId('narrow-frame').scrollWidth).toBeLessThanOrEqual(360);
  },
};
