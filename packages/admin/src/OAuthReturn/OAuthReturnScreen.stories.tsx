import { messages, PROVIDER_CONNECT_STATE_KEY } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { OAuthReturnScreen } from './OAuthReturnScreen';

const hu = messages.hu;
const en = messages.en;

/** A storage that kept the connect state of the data import screen (a fresh one per render). */
const kept = () => {
  let state: string | null = 'st-7f3a9c';
  return {
    getItem: (key: string) => (key === PROVIDER_CONNECT_STATE_KEY ? state : null),
    removeItem: () => {
      state = null;
    },
  };
};
const connected = {
  'POST sm-connect': () => ({ body: { id: 12 } }),
  'PATCH sm-api-key/12': () => ({ body: { status: 'ok' } }),
};

const meta = {
  title: 'Admin/Provider connect return',
  component: OAuthReturnScreen,
  args: { code: 'c-41f0', state: 'st-7f3a9c', navigate: () => {} },
  render: (args) => (
    <AdminStory handlers={connected}>
      <OAuthReturnScreen {...args} stateStorage={kept()} />
    </AdminStory>
  ),
} satisfies Meta<typeof OAuthReturnScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code was exchanged: the name field, save disabled while it is empty (spec 2 §5). */
export const NameEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(hu['oauth-name'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['oauth-save'] })).toBeDisabled();
  },
};

/** A name typed: save is enabled. */
export const NameTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(hu['oauth-name']), 'Fő fiók');
    await expect(canvas.getByRole('button', { name: hu['oauth-save'] })).toBeEnabled();
  },
};

/** While the code is exchanged. */
export const Exchanging: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST sm-connect': () => pending() }}>
      <OAuthReturnScreen {...args} stateStorage={kept()} />
    </AdminStory>
  ),
};

/** The provider refused the code: the reason and the way back. */
export const ExchangeFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST sm-connect': () => apiError(400, 'oauth-failed', { reason: 'code' }) }}>
      <OAuthReturnScreen {...args} stateStorage={kept()} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['error-oauth-failed'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: hu['oauth-back'] })).toBeVisible();
  },
};

/** English texts. */
export const English: Story = {
  render: (args) => (
    <AdminStory handlers={connected} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <OAuthReturnScreen {...args} stateStorage={kept()} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(en['oauth-name'])).toBeVisible();
  },
};
