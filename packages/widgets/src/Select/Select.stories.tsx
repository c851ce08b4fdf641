import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';
import type { SelectItems } from './select-options';

const DEPARTMENTS: SelectItems<number> = [
  { value: 1, label: 'Értékesítés' },
  { value: 2, label: 'Pénzügy' },
  { value: 3, label: 'Informatika' },
  { value: 4, label: 'Logisztika' },
];

const TOPICS_BY_GROUP: SelectItems<number> = [
  {
    label: 'Irodai munkatársak',
    options: [
      { value: 11, label: 'Vezetés' },
      { value: 12, label: 'Csapatmunka' },
    ],
  },
  {
    label: 'Fizikai munkatársak',
    options: [
      { value: 21, label: 'Munkakörülmények' },
      { value: 22, label: 'Fejlődés' },
    ],
  },
];

function Controlled(
  props: Omit<SelectProps<number>, 'value' | 'onValueChange'> & { initial?: number | null },
) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <div style={{ maxWidth: 280 }}>
      <Select {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Sidebar/Select',
  component: Controlled,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { Select },
  args: { label: 'Demográfiai mutató', items: DEPARTMENTS, initial: 1 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single select; arrows, End and Enter choose by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Demográfiai mutató' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{End}{Enter}');
    await expect(combobox).toHaveTextContent('Logisztika');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Options grouped under headings (topics per employee group). */
export const Grouped: Story = {
  args: { label: 'Témakör', items: TOPICS_BY_GROUP, initial: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Témakör' }));
    await expect(await canvas.findByRole('group', { name: 'Fizikai munkatársak' })).toBeVisible();
  },
};

/** Nothing chosen yet: the placeholder shows. */
export const Placeholder: Story = { args: { initial: null } };

/** No options at all. */
export const Empty: Story = { args: { items: [], initial: null } };

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** Long Hungarian labels are cut with an ellipsis. */
export const LongHungarianLabels: Story = {
  args: {
    label: 'Kérdés',
    initial: 1,
    items: [
      { value: 1, label: 'Világosan értem, hogyan járul hozzá a munkám a szervezet céljaihoz' },
      { value: 2, label: 'Kommunikáció és információáramlás a szervezeti egységek között' },
    ],
  },
};

/** English texts. */
export const English: Story = {
  parameters: { language: 'en' },
  args: {
    label: 'Demographic indicator',
    initial: null,
    items: [
      { value: 1, label: 'Department' },
      { value: 2, label: 'Age group' },
    ],
  },
};
