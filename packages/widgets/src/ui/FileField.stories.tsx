import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'Common/FileField',
  component: FileField,
  args: {
    label: 'Válaszfájl',
    accept: '.xlsx,.xls,.csv',
    hint: 'XLSX, XLS vagy CSV, legfeljebb 10 MB',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button, "no file chosen" and the drop hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Válaszfájl')).toHaveAttribute('type', 'file');
    await expect(canvas.getByText('Nincs kiválasztott fájl')).toBeVisible();
  },
};

/** A file chosen through the real input, as Playwright's `setInputFiles` would. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['a;b\n'], 'elegedettsegi_felmeres_2026_marcius_valaszok.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(canvas.getByLabelText('Válaszfájl'), file);
    await expect(canvas.getByText('elegedettsegi_felmeres_2026_marcius_valaszok.csv')).toBeVisible();
  },
};

/** A refused file: the error under the field, the field marked invalid. */
export const Invalid: Story = {
  args: { fileName: 'jelentes.pdf', error: 'A fájl típusa nem megfelelő.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Válaszfájl');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled while an upload runs. */
export const Disabled: Story = { args: { disabled: true } };

/** English texts. */
export const English: Story = { parameters: { language: 'en' } };

/** A phone (390 px): the parts wrap, a long file name ends in an ellipsis. */
export const Phone: Story = {
  args: { fileName: 'elegedettsegi_felmeres_2026_marcius_valaszok_vegleges_valtozat.xlsx' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
};
