import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Select } from '../Select/Select';
import { SelectField } from './SelectField';

const ROLES = [
  { value: 'admin', label: 'Adminisztrátor' },
  { value: 'user', label: 'Felhasználó' },
  { value: 'demo', label: 'Bemutató felhasználó' },
];

/** A native form select beside the listbox select of the sidebar: closed, they look the same. */
function SideBySide({ disabled = false, error }: { disabled?: boolean; error?: string }) {
  const [value, setValue] = useState<string | null>('user');
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', alignItems: 'start', gap: 16, maxWidth: 560 }}
    >
      <SelectField
        label="Szerepkör (űrlap)"
        options={ROLES}
        defaultValue="user"
        disabled={disabled}
        error={error}
      />
      <Select
        label="Szerepkör (szűrő)"
        items={ROLES}
        value={value}
        onValueChange={setValue}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'Common/SelectField',
  component: SideBySide,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { SelectField, Select },
} satisfies Meta<typeof SideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form select and the filter select, closed: same height, border, radius and arrow. */
export const SameLookAsSelect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const native = canvas.getByRole('combobox', { name: 'Szerepkör (űrlap)' });
    const custom = canvas.getByRole('combobox', { name: 'Szerepkör (szűrő)' });
    const a = getComputedStyle(native);
    const b = getComputedStyle(custom);
    await expect(native.getBoundingClientRect().height).toBe(custom.getBoundingClientRect().height);
    for (const property of ['border-top-width', 'border-top-color', 'border-radius', 'background-color']) {
      await expect(a.getPropertyValue(property)).toBe(b.getPropertyValue(property));
    }
  },
};

/** Both disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** The form select with an error text. */
export const Invalid: Story = { args: { error: 'Kötelező mező' } };
