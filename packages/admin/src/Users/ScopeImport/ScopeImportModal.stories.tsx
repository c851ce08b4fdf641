import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demographyHandlers } from '../../Demographies/demographies.fixtures';
import { pending } from '../../testing/AdminHarness';
import { AdminStory } from '../../testing/AdminStory';
import { USERS } from '../../testing/fixtures';
import { ScopeImportModal } from './ScopeImportModal';
import { PREVIEW, PREVIEW_EMPTY, PREVIEW_WITH_ERRORS, scopeFile } from './scope-import.fixtures';

const hu = messages.hu;

const meta = {
  title: 'Admin/Users and admins/Scope import',
  component: ScopeImportModal,
  args: { users: USERS, onClose: () => {} },
  parameters: { docs: { story: { inline: false, height: '900px' } } },
  // the popup is a modal <dialog> in the top layer: the canvas it opens from is given the viewport's height, so the
  // story's screenshot (.storybook/vitest.setup.ts) takes the popup in its box
  decorators: [
    (Story) => (
      <div style={{ minHeight: 880 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <AdminStory handlers={demographyHandlers()}>
      <ScopeImportModal {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof ScopeImportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render whose server answers the preview with `answer`. */
const withPreview =
  (answer: FakeHandlers[string]): Story['render'] =>
  (args) => (
    <AdminStory handlers={{ ...demographyHandlers(), 'POST users/scope-import/preview': answer }}>
      <ScopeImportModal {...args} />
    </AdminStory>
  );

/** Chooses the story's csv, keeps the mode given, and checks it with the keyboard-reachable button. */
async function uploadAndCheck(canvasElement: HTMLElement, mode?: 'create') {
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  if (mode) await userEvent.selectOptions(dialog.getByLabelText(hu['admin-users-scope-import-mode']), mode);
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('dialog input[type="file"]');
  if (input) await userEvent.upload(input, scopeFile());
  await userEvent.click(dialog.getByRole('button', { name: hu['admin-users-scope-import-check'] }));
  return dialog;
}

/** The popup as it opens: the syntax, the names the account has, the template and the mode. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(await dialog.findByText(hu['admin-users-scope-import-names'])).toBeVisible();
    await expect(dialog.getByRole('button', { name: hu['admin-users-scope-import-check'] })).toBeDisabled();
  },
};

/** While the account's worker groups and demographies load. */
export const LoadingNames: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...demographyHandlers(), 'GET worker-groups': () => pending() }}>
      <ScopeImportModal {...args} />
    </AdminStory>
  ),
};

/** While the file is checked. */
export const Checking: Story = {
  render: withPreview(() => pending()),
  play: async ({ canvasElement }) => {
    const dialog = await uploadAndCheck(canvasElement);
    await expect(await dialog.findByText(hu['admin-users-scope-import-checking'])).toBeVisible();
  },
};

/** A file that creates a user and sets, changes and removes scopes; one new scope covers fewer than k. */
export const Preview: Story = {
  render: withPreview(() => ({ body: PREVIEW })),
  play: async ({ canvasElement }) => {
    const dialog = await uploadAndCheck(canvasElement, 'create');
    await expect(await dialog.findByRole('table')).toBeVisible();
    await expect(dialog.getByRole('button', { name: hu['admin-users-scope-import-apply'] })).toBeEnabled();
    await expect(dialog.getByText(/kevesebb mint 5 kitöltőt fed le/)).toBeVisible();
  },
};

/** A file with refused cells, each by row and column in words: Import stays disabled. */
export const PreviewErrors: Story = {
  render: withPreview(() => ({ body: PREVIEW_WITH_ERRORS })),
  play: async ({ canvasElement }) => {
    const dialog = await uploadAndCheck(canvasElement);
    await expect(await dialog.findByText('3. sor, látókör: nincs „Régió” nevű dimenzió.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: hu['admin-users-scope-import-apply'] })).toBeDisabled();
  },
};

/** A file with only its header row. */
export const EmptyFile: Story = {
  render: withPreview(() => ({ body: PREVIEW_EMPTY })),
  play: async ({ canvasElement }) => {
    const dialog = await uploadAndCheck(canvasElement);
    await expect(await dialog.findByText(hu['admin-users-scope-import-empty'])).toBeVisible();
  },
};

/** A sheet without the scope column is refused before any row is read. */
export const MissingColumn: Story = {
  render: withPreview(() => apiError(422, 'scope-import-missing-column', { column: 'scope' })),
  play: async ({ canvasElement }) => {
    const dialog = await uploadAndCheck(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('„scope”');
  },
};
