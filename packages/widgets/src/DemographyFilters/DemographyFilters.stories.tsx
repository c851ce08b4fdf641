import type { Meta, StoryObj } from '@storybook/react-vite';
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
  args: { demographies: HU, initial: {} },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every filter empty: nothing is filtered. */
export const Default: Story = {};

/** Some answers chosen; each tag can be removed down to none. */
export const WithSelection: Story = { args: { initial: { [HU[0]!.id]: [HU[0]!.answers[0]!.id] } } };

/** English names. */
export const English: Story = {
  parameters: { language: 'en' },
  args: { demographies: graphApiFixture({ language: 'en' }).demographies },
};
