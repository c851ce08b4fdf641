import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import type { SelectItems } from './select-options';

const STATEMENTS: SelectItems<string> = [
  {
    label: '2024. szeptember',
    options: [
      { value: 'a', label: 'Büszke vagyok a munkahelyemre.' },
      { value: 'b', label: 'A vezetőm meghallgat.' },
      {
        value: 'c',
        label: 'A csapatomban segítjük egymást.',
        disabled: true,
        description: 'Már folytatja egy tétel.',
      },
    ],
  },
  {
    label: '2024. március',
    options: [
      { value: 'd', label: 'Elégedett vagyok a juttatásaimmal.' },
      { value: 'e', label: 'Világosan értem, hogyan járul hozzá a munkám a szervezet céljaihoz.' },
    ],
  },
];

const SUBJECTS = ['A vezetőm', 'A csapatom', 'A munkáltatóm', 'A cégvezetés'];
const PREDICATES = [
  'elismeri a jó munkát.',
  'időben tájékoztat.',
  'támogatja a fejlődésemet.',
  'nyitott az ötletekre.',
];

/** 240 options, deterministic (style.md §17). */
const MANY: SelectItems<string> = Array.from({ length: 240 }, (_, i) => ({
  value: `m${i}`,
  label: `${SUBJECTS[i % 4]} ${PREDICATES[Math.floor(i / 4) % 4]} (${i + 1}.)`,
}));

function Controlled(
  props: Omit<SearchSelectProps<string>, 'value' | 'onValueChange'> & { initial?: string | null },
) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <SearchSelect {...rest} value={value} onValueChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Common/SearchSelect',
  component: Controlled,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { SearchSelect },
  args: { label: 'Korábbi tétel', items: STATEMENTS, initial: 'b' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the grouped options (accents ignored); arrows and Enter choose. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Korábbi tétel' });
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'juttatas');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combobox).toHaveValue('Elégedett vagyok a juttatásaimmal.');
  },
};

/** Nothing chosen yet: the search placeholder shows. */
export const Placeholder: Story = {
  args: { initial: null, placeholder: 'Keresés a korábbi tételek szövegében…' },
};

/** Hundreds of options: the list scrolls, typing narrows it. */
export const ManyOptions: Story = {
  args: { label: 'Állítás', items: MANY, initial: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Állítás' }), 'cegvezetes fejlodes');
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(15);
  },
};

/** The field's error under it. */
export const WithError: Story = { args: { initial: null, error: 'Válasszon egy korábbi tételt.' } };

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** English texts. */
export const English: Story = {
  parameters: { language: 'en' },
  args: { label: 'Earlier item', initial: null },
};
