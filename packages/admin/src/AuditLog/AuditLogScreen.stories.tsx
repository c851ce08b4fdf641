import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { auditLogHandlers, pagedAnswer } from './audit-log.fixtures';
import { AuditLogScreen } from './AuditLogScreen';

const hu = messages.hu;

/** A 390 px wide phone: the filters stack and the table scrolls inside its box. */
const phoneViewport: Decorator = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);

const paged: FakeHandlers = { 'GET audit-log': (call) => pagedAnswer(call, 120) };

const meta = {
  title: 'Admin/Audit log',
  component: AuditLogScreen,
  args: { openUrl: () => {} },
  render: (args) => (
    <AdminStory handlers={auditLogHandlers}>
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A login-as session's change, a download, a lock, a role change and a new embed key. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–6, összesen 6')).toBeVisible();
  },
};

/** 120 events: the first page of 50, with the next page button. */
export const Paged: Story = {
  render: (args) => (
    <AdminStory handlers={paged}>
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-audit-log-next'] }));
    await expect(await canvas.findByText('51–100, összesen 120')).toBeVisible();
  },
};

/** While the first page loads: the table's skeleton. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET audit-log': () => pending() }}>
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
};

/** No event matches the filters. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory
      handlers={{ 'GET audit-log': () => ({ body: { events: [], total: 0, page: 1, page_size: 50 } }) }}
    >
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-audit-log-empty'])).toBeVisible();
  },
};

/** The list could not be loaded: the error and a retry. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'GET audit-log': () => apiError(500, 'internal') }}>
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: hu['admin-audit-log-retry'] })).toBeVisible();
  },
};

/** A last day before the first: the field's message, and nothing is asked. */
export const FilterError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(hu['admin-audit-log-from']), '2026-11-20');
    await userEvent.type(canvas.getByLabelText(hu['admin-audit-log-to']), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: hu['admin-audit-log-apply'] }));
    await expect(await canvas.findByText(hu['admin-audit-log-to-before-from'])).toBeVisible();
  },
};

/** English texts. */
export const English: Story = {
  render: (args) => (
    <AdminStory handlers={auditLogHandlers} token={makeAdminToken({ lang_id: 2, lang_code: 'en' })}>
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
};

/** A 390 px wide phone: the filters stack, the table scrolls sideways in its box. */
export const Narrow: Story = {
  decorators: [phoneViewport],
};

/** An admin without a session account. */
export const NoSessionAccount: Story = {
  render: (args) => (
    <AdminStory token={makeAdminToken({ aid: null, an: null })}>
      <AuditLogScreen {...args} />
    </AdminStory>
  ),
};
