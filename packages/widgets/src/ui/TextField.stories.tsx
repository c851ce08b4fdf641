import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Common/TextField',
  component: TextField,
  args: { label: 'Név' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing fills it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Név' });
    await userEvent.type(input, 'Kovács Éva');
    await expect(input).toHaveValue('Kovács Éva');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

/** With a hint under it, read out with the field. */
export const WithHint: Story = {
  args: { label: 'Kód', hint: 'Üresen hagyva a névből képezzük.', placeholder: 'ertekesitesi-csoport' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kód' });
    await expect(input).toHaveAccessibleDescription('Üresen hagyva a névből képezzük.');
  },
};

/** Invalid, with its error text under it and read out with the field. */
export const Invalid: Story = {
  args: { label: 'E-mail cím', defaultValue: 'kovacs.eva@', error: 'Érvénytelen e-mail cím.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail cím' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Érvénytelen e-mail cím.');
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Kovács Éva' } };

/** Read-only, on the surface colour. */
export const ReadOnly: Story = { args: { label: 'Azonosító', readOnly: true, defaultValue: 'pulzus-7' } };

/** A long Hungarian label, hint and error on a phone (360 px): all wrap inside the column. */
export const LongHungarianTextOnPhone: Story = {
  args: {
    label: 'A munkavállalói elégedettségi felmérés kiküldésének tervezett időpontja',
    hint: 'A kiküldés előtt legalább két munkanappal értesítjük a gyűjtőket.',
    error: 'A megadott időpont korábbi a felmérés kezdeténél.',
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
