import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory, narrowViewport } from '../testing/AdminStory';
import { CollectorsScreen } from './CollectorsScreen';
import { COLLECTORS, collectorHandlers, otherDateRefusalHandlers } from './collectors.fixtures';

const hu = messages.hu;
const en = messages.en;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const meta = {
  title: 'Admin/Collectors',
  component: CollectorsScreen,
  args: { openUrl: () => {} },
  render: (args) => (
    <AdminStory handlers={collectorHandlers()}>
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof CollectorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest date without responses: editable cards, upload, save and the sample link. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: hu['admin-collectors-upload-xlsx'] }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** While the collectors load. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory
      handlers={collectorHandlers(undefined, { 'GET survey-dates/13/collectors': () => pending() })}
    >
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
};

/** The response count is not known yet: the screen starts disabled with the note (spec 2 §2). */
export const ResponseCountPending: Story = {
  render: (args) => (
    <AdminStory
      handlers={collectorHandlers(undefined, { 'GET survey-dates/13/response-count': () => pending() })}
    >
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-collectors-editing-disabled'])).toBeVisible();
    await expect((await canvas.findAllByRole('article')).length).toBe(2);
  },
};

/** The date already has responses: read-only cards and the note (spec 2 §4). */
export const EditingLocked: Story = {
  render: (args) => (
    <AdminStory
      handlers={collectorHandlers(undefined, {
        'GET survey-dates/13/response-count': () => ({ body: { answers_count: 42 } }),
      })}
    >
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-collectors-editing-disabled'])).toBeVisible();
    await expect(await canvas.findByText('120')).toBeVisible();
  },
};

/** A date without collectors. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory handlers={collectorHandlers({ 13: [] })}>
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['admin-collectors-empty'])).toBeVisible();
  },
};

/** A list could not be loaded. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory
      handlers={collectorHandlers(undefined, {
        'GET survey-dates/13/sm-collectors': () => apiError(502, 'provider-error'),
      })}
    >
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-provider-error'])).toBeVisible();
  },
};

/** English texts and date format. */
export const English: Story = {
  parameters: { language: 'en' },
  render: (args) => (
    <AdminStory handlers={collectorHandlers()} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: en['admin-collectors-upload-xlsx'] }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: en['admin-survey-date-select'] })).toHaveTextContent(
      'March 2025',
    );
  },
};

/** A 360 px wide screen: the sidebar stacks and the cards take one column. */
export const Narrow: Story = {
  decorators: [narrowViewport],
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('article')).length).toBe(COLLECTORS.length);
  },
};

/** The edit popup of the first collector. */
export const EditPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [edit] = await canvas.findAllByRole('button', { name: hu['common-edit'] });
    if (edit) await userEvent.click(edit);
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByLabelText(hu['admin-collectors-headcount'])).toHaveValue('120');
  },
};

/** The upload popup after a file with a wrong collector id: the cell is named, the popup stays (spec 2 §8). */
export const UploadCellError: Story = {
  render: (args) => (
    <AdminStory
      handlers={collectorHandlers(undefined, {
        'POST survey-dates/13/collectors-xlsx': () => apiError(422, 'cant-find-collector-id', { cell: 'A7' }),
      })}
    >
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-collectors-upload-xlsx'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.upload(
      dialog.getByLabelText(hu['common-choose-file']),
      new File(['PK'], 'gyujtok.xlsx', { type: XLSX_TYPE }),
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    await expect(await dialog.findByText('Hibás gyűjtőazonosító a(z) A7 cellában.')).toBeVisible();
  },
};

/** A save refused because another survey date holds a collector: its card names that date (docs/import.md "Collectors"). */
export const SaveRefusedOtherDate: Story = {
  render: (args) => (
    <AdminStory handlers={otherDateRefusalHandlers()}>
      <CollectorsScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['common-save'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ez a gyűjtő már a(z) 2024. szeptember felmérési időponthoz tartozik',
    );
  },
};
