import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportButton } from './ReportButton';
import { ReportDialog } from './ReportDialog';

const meta = {
  title: 'Report/ReportDialog',
  component: ReportDialog,
  // ReportButton opens this dialog and drives its states from `POST reports` and `GET reports/{id}`
  subcomponents: { ReportButton },
  // showModal() makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: {
    open: true,
    onClose: fn(),
    format: 'pdf',
    language: 'hu',
    onFormatChange: fn(),
    onLanguageChange: fn(),
    onCreate: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).findByRole('dialog', { name: 'Jelentés letöltése' });

/** Choosing: the format as radios, the language as a select, then "Create report". */
export const Idle: Story = {
  play: async ({ args }) => {
    const dialog = within(await dialogOf());
    await expect(dialog.getByRole('radio', { name: 'PDF (nyomtatható)' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'PowerPoint-diák' }));
    await expect(args.onFormatChange).toHaveBeenCalledWith('pptx');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Nyelv' }), 'en');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await userEvent.click(dialog.getByRole('button', { name: 'Jelentés készítése' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** While the server builds the report: its progress, the choices disabled, the button not available yet focusable. */
export const Running: Story = {
  args: { state: 'running', progress: 40 },
  play: async () => {
    const dialog = within(await dialogOf());
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('value', '40');
    await expect(dialog.getByRole('status')).toHaveTextContent('40%');
    await expect(dialog.getByRole('button', { name: 'Jelentés készítése' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('radio', { name: 'PDF (nyomtatható)' })).toBeDisabled();
  },
};

/** Done: the download button. */
export const Done: Story = {
  args: { state: 'done' },
  play: async ({ args }) => {
    const dialog = within(await dialogOf());
    await userEvent.click(dialog.getByRole('button', { name: 'Letöltés' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** Failed: the error's catalogue text; the person may try again. */
export const Failed: Story = {
  args: {
    state: 'error',
    error:
      'Ezen a szerveren nem készíthető jelentés: hiányzik a nyomtatásukhoz szükséges böngésző. Kérjük, jelezze a rendszergazdának.',
  },
  play: async () => {
    const dialog = within(await dialogOf());
    await expect(dialog.getByRole('alert')).toHaveTextContent('böngésző');
    await expect(dialog.getByRole('button', { name: 'Jelentés készítése' })).toBeEnabled();
  },
};

/** English, on a 390 px phone: everything fits, the buttons wrap. */
export const EnglishOnPhone: Story = {
  args: { language: 'en', state: 'running', progress: 75 },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    language: 'en',
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '800px' } } } },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Download a report' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
