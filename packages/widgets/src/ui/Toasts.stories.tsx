import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Tone } from './Alert';
import { useToasts } from './toast-store';
import { Toasts } from './Toasts';

/** The toast region with the given toasts shown on mount; the store starts and ends empty. */
function ShowToasts({ toasts }: { toasts: readonly (readonly [Tone, string])[] }) {
  useEffect(() => {
    useToasts.setState({ toasts: [] });
    for (const [tone, text] of toasts) useToasts.getState().show(tone, text);
    return () => useToasts.setState({ toasts: [] });
  }, [toasts]);
  return <Toasts />;
}

const meta = {
  title: 'Common/Toasts',
  component: Toasts,
  // the region is fixed to the corner of the viewport: give each docs story a frame of its own
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each tone: failures are alerts, the rest status messages. */
export const EveryTone: Story = {
  render: () => (
    <ShowToasts
      toasts={[
        ['success', 'A felhasználó mentése sikerült.'],
        ['primary', 'A jelszóbeállító e-mailt elküldtük.'],
        ['warning', 'A felmérés lezárult.'],
        ['danger', 'A mentés nem sikerült.'],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A mentés nem sikerült.');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** The close button removes a toast at once. */
export const CloseOne: Story = {
  render: () => <ShowToasts toasts={[['success', 'A dokumentum feltöltése sikerült.']]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('A dokumentum feltöltése sikerült.');
    await userEvent.click(canvas.getByRole('button', { name: 'Értesítés bezárása' }));
    await waitFor(() => expect(canvas.queryByText('A dokumentum feltöltése sikerült.')).toBeNull());
  },
};

/** No toasts: the region is empty. */
export const Empty: Story = {
  render: () => <ShowToasts toasts={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A long Hungarian text on a phone (360 px), in English chrome. */
export const LongHungarianTextOnPhone: Story = {
  parameters: {
    language: 'en',
    docs: { story: { inline: false, height: '320px' } },
    viewport: { options: { phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } } } },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: () => (
    <ShowToasts
      toasts={[
        [
          'warning',
          'A kiválasztott munkavállalói csoportban kevesebb a válaszadó, mint a legkisebb megengedett csoportméret, ezért az eredményt nem mutatjuk.',
        ],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole('status');
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};
