import { messages } from '@pulzus/core';
import { apiError } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminStory } from '../testing/AdminStory';
import { WorkerGroupFormModal } from './WorkerGroupFormModal';

const hu = messages.hu;
const dialogOf = async () =>
  within(
    await within(document.body).findByRole('dialog', { name: hu['admin-worker-groups-add-popup-title'] }),
  );

const meta = {
  title: 'Admin/Popups/WorkerGroupFormModal',
  component: WorkerGroupFormModal,
  // an open popup makes the rest of a page inert: on the docs page each story gets its own frame
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: { onSaved: fn(), onClose: fn() },
  render: (args) => (
    <AdminStory handlers={{ 'POST worker-groups': () => ({ status: 201, body: { id: 3 } }) }}>
      <WorkerGroupFormModal {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof WorkerGroupFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: saving marks the name required and sends nothing. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: hu['admin-worker-groups-name'] })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A long Hungarian name: the code it gives shows as the hint; saving reloads the list and closes. */
export const Saved: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.type(
      dialog.getByRole('textbox', { name: hu['admin-worker-groups-name'] }),
      'Műszakvezetők és csoportvezetők',
    );
    await expect(dialog.getByRole('textbox', { name: hu['admin-worker-groups-code'] })).toHaveAttribute(
      'placeholder',
      'muszakvezetok-es-csoportvezetok',
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Cancel closes without saving. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-cancel'] }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The code is taken by another group: the field says so. */
export const CodeTaken: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST worker-groups': () => apiError(409, 'conflict', { field: 'code' }) }}>
      <WorkerGroupFormModal {...args} />
    </AdminStory>
  ),
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.type(
      dialog.getByRole('textbox', { name: hu['admin-worker-groups-name'] }),
      'Értékesítés',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: hu['admin-worker-groups-code'] }),
      'ertekesites',
    );
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await dialog.findByText(hu['admin-worker-groups-code-taken'])).toBeVisible();
  },
};
