import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory, narrowViewport } from '../testing/AdminStory';
import { EMBED_KEYS, lockListHandlers, NEW_EMBED_KEY, NEW_SIGNING_SECRET } from './embed-keys.fixtures';
import { EmbedKeysScreen } from './EmbedKeysScreen';

const hu = messages.hu;
const SERVER = 'https://pulzus.example';

const loaded: FakeHandlers = {
  ...lockListHandlers,
  'GET embed-keys': () => ({ body: { embed_keys: EMBED_KEYS } }),
  'POST embed-keys': () => ({ body: { id: 5, key: NEW_EMBED_KEY } }),
  'PUT embed-keys/4': () => ({ body: { status: 'ok' } }),
  'POST embed-keys/3/signing-secret': () => ({ body: { signing_secret: NEW_SIGNING_SECRET } }),
};

const meta = {
  title: 'Admin/Embed keys',
  component: EmbedKeysScreen,
  args: { serverUrl: SERVER },
  render: (args) => (
    <AdminStory handlers={loaded}>
      <EmbedKeysScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof EmbedKeysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the new key popup and types the key's name. */
async function openNewKey(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: hu['admin-embed-keys-add'] }));
  const dialog = within(await canvas.findByRole('dialog'));
  await userEvent.type(dialog.getByLabelText(hu['admin-embed-keys-name']), name);
  return dialog;
}

/** Adds the intranet's origin in the new key popup. */
const addIntranetOrigin = (dialog: ReturnType<typeof within>) =>
  userEvent.type(
    dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
    'https://intranet.acme.example{Enter}',
  );

/** An active key in use, an unused one with two origins and a revoked one (no revoke button). */
export const Loaded: Story = {};

/** While the list loads. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET embed-keys': () => pending() }}>
      <EmbedKeysScreen {...args} />
    </AdminStory>
  ),
};

/** No embed keys yet. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET embed-keys': () => ({ body: { embed_keys: [] } }) }}>
      <EmbedKeysScreen {...args} />
    </AdminStory>
  ),
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET embed-keys': () => apiError(500, 'internal') }}>
      <EmbedKeysScreen {...args} />
    </AdminStory>
  ),
};

/** The new key popup saved empty, with an origin that has a path: every rule's message. */
export const AddPopupErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-embed-keys-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    await expect(await dialog.findByText(hu['admin-embed-keys-graphs-required'])).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText(hu['admin-embed-keys-origin-new']),
      'https://intranet.acme.example/hr{Enter}',
    );
    await expect(await dialog.findByText(hu['admin-embed-keys-origin-invalid'])).toBeVisible();
  },
};

/** The new key, shown this once, with the HTML snippet for the intranet page. */
export const KeyCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNewKey(canvas, 'HR intranet');
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-commitment_total'] }));
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-satisfaction_topics'] }));
    await addIntranetOrigin(dialog);
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    const created = within(await canvas.findByRole('dialog', { name: hu['admin-embed-keys-created-title'] }));
    await expect(created.getByLabelText(hu['admin-embed-keys-key'])).toHaveValue(NEW_EMBED_KEY);
  },
};

/** Revoking asks first. */
export const RevokeConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [button] = await canvas.findAllByRole('button', { name: hu['admin-embed-keys-revoke'] });
    if (button) await userEvent.click(button);
    await expect(await canvas.findByRole('dialog', { name: hu['common-confirm-title'] })).toBeVisible();
  },
};

/** English texts. */
export const English: Story = {
  render: (args) => (
    <AdminStory handlers={loaded} token={makeAdminToken({ lang_id: 2, lang_code: 'en' })}>
      <EmbedKeysScreen {...args} />
    </AdminStory>
  ),
};

/** A 360 px wide screen: the table scrolls sideways, the header wraps. */
export const Narrow: Story = {
  decorators: [narrowViewport],
};

/** The new key popup pinning a graph's query: published dates, filters and the controls left to the page. */
export const PinnedQueryForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNewKey(canvas, 'Vezetői hírlevél');
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-pin-toggle'] }));
    await userEvent.selectOptions(
      dialog.getByLabelText(hu['admin-embed-keys-pin-graph']),
      hu['graph-title-satisfaction_topics'],
    );
    await userEvent.click(await dialog.findByRole('checkbox', { name: '2024. március' }));
    await userEvent.selectOptions(
      await dialog.findByLabelText(hu['graph-sidebar-topic']),
      'Szellemi dolgozók – Fejlődés',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-control-filters'] }));
    await expect(
      dialog.getByRole('checkbox', { name: hu['admin-embed-keys-control-filters'] }),
    ).toBeChecked();
  },
};

/** The pinned query misses a part its graph needs: nothing is sent, and the popup says what is missing. */
export const PinnedQueryIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNewKey(canvas, 'Intranet');
    await addIntranetOrigin(dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-pin-toggle'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    await expect(await dialog.findByText(hu['admin-embed-keys-pin-incomplete'])).toBeVisible();
  },
};

/** Changing a pinned key that draws through signed tokens only: the popup starts from its pin. */
export const EditPinnedKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [edit] = await canvas.findAllByRole('button', { name: hu['common-edit'] });
    if (edit) await userEvent.click(edit);
    const dialog = within(
      await canvas.findByRole('dialog', { name: hu['admin-embed-keys-edit-popup-title'] }),
    );
    await expect(await dialog.findByRole('checkbox', { name: '2024. március' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-require-token'] })).toBeChecked();
  },
};

/** A new key with a signing secret: the key, and the secret with its key id, shown this once. */
export const KeyCreatedWithSecret: Story = {
  render: (args) => (
    <AdminStory
      handlers={{
        ...loaded,
        'POST embed-keys': () => ({
          body: { id: 5, key: NEW_EMBED_KEY, signing_secret: NEW_SIGNING_SECRET },
        }),
      }}
    >
      <EmbedKeysScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNewKey(canvas, 'HR intranet');
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['graph-title-commitment_total'] }));
    await addIntranetOrigin(dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: hu['admin-embed-keys-create-secret'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-embed-keys-create'] }));
    const created = within(await canvas.findByRole('dialog', { name: hu['admin-embed-keys-created-title'] }));
    await expect(created.getByLabelText(hu['admin-embed-keys-secret'])).toHaveValue(NEW_SIGNING_SECRET);
  },
};

/** A new signing secret, after the confirmation: shown this once with the key id for `kid`. */
export const SigningSecretRotated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rotate = await canvas.findAllByRole('button', { name: hu['admin-embed-keys-rotate-secret'] });
    // the second active key: HR intranet (id 3)
    if (rotate[1]) await userEvent.click(rotate[1]);
    const confirm = within(await canvas.findByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(confirm.getByRole('button', { name: hu['admin-embed-keys-rotate-secret'] }));
    const shown = within(await canvas.findByRole('dialog', { name: /HR intranet/ }));
    await expect(shown.getByLabelText(hu['admin-embed-keys-secret'])).toHaveValue(NEW_SIGNING_SECRET);
  },
};
