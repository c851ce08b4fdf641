import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { WORKER_GROUPS } from '../testing/fixtures';
import { WorkerGroupsScreen } from './WorkerGroupsScreen';

const hu = messages.hu;

const loaded: FakeHandlers = { 'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }) };

const meta = {
  title: 'Admin/Worker groups',
  component: WorkerGroupsScreen,
  render: () => (
    <AdminStory handlers={loaded}>
      <WorkerGroupsScreen />
    </AdminStory>
  ),
} satisfies Meta<typeof WorkerGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list of names. */
export const Loaded: Story = {};

/** While the list loads. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET worker-groups': () => pending() }}>
      <WorkerGroupsScreen />
    </AdminStory>
  ),
};

/** No worker groups yet. */
export const Empty: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET worker-groups': () => ({ body: { worker_groups: [] } }) }}>
      <WorkerGroupsScreen />
    </AdminStory>
  ),
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET worker-groups': () => apiError(500, 'internal') }}>
      <WorkerGroupsScreen />
    </AdminStory>
  ),
};

/** The add popup: left empty, the code follows the name (spec 1 §3); the company may type its own. */
export const AddPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-worker-groups-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-worker-groups-name']), 'Értékesítési csoport');
    await expect(dialog.getByLabelText('Kód')).toHaveAttribute('placeholder', 'ertekesitesi-csoport');
  },
};

/** The company's own code is taken by another group: the field says so. */
export const AddPopupCodeTaken: Story = {
  render: () => (
    <AdminStory
      handlers={{
        'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
        'POST worker-groups': () => apiError(409, 'conflict', { field: 'code' }),
      }}
    >
      <WorkerGroupsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-worker-groups-add'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(hu['admin-worker-groups-name']), 'Értékesítési csoport');
    await userEvent.type(dialog.getByLabelText('Kód'), 'ertekesites');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await expect(await dialog.findByText(hu['admin-worker-groups-code-taken'])).toBeVisible();
  },
};
