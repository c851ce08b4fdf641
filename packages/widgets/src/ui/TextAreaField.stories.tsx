import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Common/TextAreaField',
  component: TextAreaField,
  args: { label: 'Üzenet', rows: 4 },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing keeps line breaks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Üzenet' });
    await userEvent.type(area, 'Kedves Kollégák!{Enter}Köszönjük a válaszokat.');
    await expect(area).toHaveValue('Kedves Kollégák!\nKöszönjük a válaszokat.');
  },
};

/** A hint with placeholders in `<code>`, read out with the field. */
export const WithHint: Story = {
  args: {
    label: 'E-mail törzse',
    hint: (
      <>
        Helyettesítők: <code>{'{{name}}'}</code>, <code>{'{{link}}'}</code>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'E-mail törzse' });
    await expect(area).toHaveAccessibleDescription('Helyettesítők: {{name}}, {{link}}');
  },
};

/** Invalid, with its error text. */
export const Invalid: Story = {
  args: { error: 'Kötelező mező.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Üzenet' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Kötelező mező.');
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Nem szerkeszthető szöveg.' } };

/** Long Hungarian text on a phone (360 px). */
export const LongHungarianTextOnPhone: Story = {
  args: {
    label: 'A felmérés bevezető szövege a munkavállalóknak',
    defaultValue:
      'Kedves Munkatársunk! Az idei elégedettségi felmérésben a véleményed névtelenül kerül feldolgozásra; az eredményeket csak legalább öt fős csoportokra összesítve mutatjuk meg.',
    rows: 6,
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
