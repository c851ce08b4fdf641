import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Common/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'A mentés nem sikerült. Kérjük, próbálja újra.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure: announced at once (role alert). */
export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('A mentés nem sikerült');
  },
};

/** A warning: announced politely (role status). */
export const Warning: Story = {
  args: { tone: 'warning', children: 'A felmérés lezárult, az adatok már nem szerkeszthetők.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'warning');
  },
};

/** A success. */
export const Success: Story = { args: { tone: 'success', children: 'A mentés sikerült.' } };

/** Neutral information. */
export const Primary: Story = { args: { tone: 'primary', children: 'Nincs még feltöltött dokumentum.' } };

/** A long Hungarian message on a phone (360 px) wraps between words. */
export const LongHungarianTextOnPhone: Story = {
  args: {
    tone: 'warning',
    children:
      'A kiválasztott munkavállalói csoportban kevesebb válaszadó van, mint a megengedett legkisebb csoportméret, ezért az eredményeket adatvédelmi okokból nem jelenítjük meg.',
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
