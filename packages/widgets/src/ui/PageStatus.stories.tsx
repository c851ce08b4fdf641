import { ApiError } from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadError, Loading } from './PageStatus';

const meta = {
  title: 'Common/PageStatus',
  component: Loading,
  subcomponents: { LoadError },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Loading`: a page part loading, announced politely. */
export const LoadingState: Story = {
  name: 'Loading',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Betöltés…');
  },
};

/** `Loading` in English. */
export const LoadingEnglish: Story = {
  parameters: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** `LoadError` of an API error: the catalogue text of its code, announced at once. */
export const LoadErrorOfApiError: Story = {
  render: () => <LoadError error={new ApiError('forbidden', 403)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ehhez a művelethez nincs jogosultsága.',
    );
  },
};

/** `LoadError` of any other failure (a network error): the generic text, never the raw message. */
export const LoadErrorOfUnknownFailure: Story = {
  render: () => <LoadError error={new TypeError('Failed to fetch')} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Váratlan hiba történt.');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
  },
};

/** `LoadError` on a phone (360 px), in English. */
export const LoadErrorOnPhoneEnglish: Story = {
  parameters: { language: 'en' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  render: () => <LoadError error={new ApiError('not-found', 404)} />,
};
