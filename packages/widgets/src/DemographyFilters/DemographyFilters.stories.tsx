import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { DemographyFilters, type DemographyFiltersProps } from './DemographyFilters';

function Controlled(
  props: Omit<DemographyFiltersProps, 'value' | 'onValueChange'> & { initial: Record<number, number[]> },
) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 300 }}>
      <DemographyFilters
        {...rest}
        value={value}
        onValueChange={(id, ids) => setValue({ ...value, [id]: ids })}
      />
    </div>
  );
}

const HU = graphApiFixture().demographies;

const meta = {
  title: 'Sidebar/DemographyFilters',
  component: Controlled,
  // the docs page's props table of the component itself, not of the story's wrapper
  subcomponents: { DemographyFilters },
  args: { demographies: HU, initial: {} },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every filter empty: nothing is filtered. */
export const Default: Story = {};

/** Some answers chosen; each tag can be removed down to none. */
export const WithSelection: Story = { args: { initial: { [HU[0]!.id]: [HU[0]!.answers[0]!.id] } } };

/**
 * Answers refused for privacy (docs/privacy.md "Rule 6"): disabled with their reason; Értékesítés became
 * unavailable after it was chosen, so it stays chosen and its tag can be removed.
 */
export const WithRefusedAnswers: Story = {
  args: {
    initial: { [HU[0]!.id]: [HU[0]!.answers[0]!.id] },
    refusals: new Map([
      [HU[0]!.answers[0]!.id, 'adatvédelmi okokból nem választható'],
      [HU[0]!.answers[3]!.id, 'kevesebb mint 5 fő'],
      [HU[1]!.answers[0]!.id, 'adatvédelmi okokból nem választható'],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Értékesítés/ })).toBeEnabled();
    await userEvent.click(canvas.getByRole('combobox', { name: HU[0]!.name }));
    const refused = canvas.getByRole('option', { name: 'Logisztika' });
    await expect(refused).toHaveAttribute('aria-disabled', 'true');
    await expect(refused).toHaveAccessibleDescription('kevesebb mint 5 fő');
  },
};

/** English names. */
export const English: Story = {
  parameters: { language: 'en' },
  args: { demographies: graphApiFixture({ language: 'en' }).demographies },
};
