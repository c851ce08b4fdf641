import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { SelectOption } from '../Select/select-options';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const ANSWERS: SelectOption<number>[] = [
  { value: 1, label: 'Értékesítés' },
  { value: 2, label: 'Pénzügy' },
  { value: 3, label: 'Informatika' },
  { value: 4, label: 'Logisztika' },
  { value: 5, label: 'Gyártás' },
];

function Controlled(
  props: Omit<MultiSelectProps<number>, 'value' | 'onValueChange'> & { initial: number[] },
) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<number[]>(initial);
  return (
    <div style={{ maxWidth: 300 }}>
      <MultiSelect {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Sidebar/MultiSelect',
  component: Controlled,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { MultiSelect },
  args: { label: 'Szervezeti egység', options: ANSWERS, initial: [1, 3] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tags with remove buttons; a chosen option is disabled in the list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Szervezeti egység' }));
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Értékesítés' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Logisztika' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The last tag cannot be removed below the minimum of 1. */
export const AtMinimum: Story = {
  args: { initial: [2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pénzügy eltávolítása' })).toBeDisabled();
  },
};

/** At the maximum every other option is disabled and a note says so. */
export const AtMaximum: Story = {
  args: { initial: [1, 2], maxSelection: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2');
  },
};

/** A filter may be empty (minimum 0). */
export const EmptyFilter: Story = { args: { initial: [], minSelection: 0 } };

/** Long Hungarian tags are cut with an ellipsis. */
export const LongHungarianLabels: Story = {
  args: {
    label: 'Kérdés',
    initial: [1],
    options: [
      { value: 1, label: 'Büszke vagyok arra, hogy ennél a szervezetnél dolgozhatok' },
      { value: 2, label: 'A közvetlen vezetőm rendszeresen visszajelzést ad a munkámról' },
    ],
  },
};

/** English texts. */
export const English: Story = {
  parameters: { language: 'en' },
  args: {
    label: 'Department',
    initial: [1],
    options: [
      { value: 1, label: 'Sales' },
      { value: 2, label: 'Finance' },
    ],
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
