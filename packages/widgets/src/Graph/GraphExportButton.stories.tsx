import {
  createMemoryStorage,
  type GraphDataRequest,
  TOKEN_STORAGE_KEY,
  type TokenStorage,
} from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { graphFixture } from '../fixtures/graph-fixtures';
import { PulzusProvider } from '../session/PulzusProvider';
import { apiError, createFakeFetch, type FakeHandlers } from '../testing/fake-fetch';
import { makeToken } from '../testing/make-token';
import { GraphExportButton } from './GraphExportButton';

const REQUEST: GraphDataRequest = {
  type: 'commitment_total',
  query: { survey_dates: [10], show_satisfaction_index: false },
};
const TICKET = 'story-ticket-0123456789abcdef';
const issuesTicket: FakeHandlers = { 'POST download-tickets': () => ({ body: { ticket: TICKET } }) };

function signedIn(): TokenStorage {
  const storage = createMemoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, makeToken());
  return storage;
}

/** A provider over a fake server, built once per story render. */
function FakeServer({ handlers, children }: { handlers: FakeHandlers; children: ReactNode }) {
  const [fake] = useState(() => ({ ...createFakeFetch(handlers), storage: signedIn() }));
  return (
    <PulzusProvider fetch={fake.fetch} storage={fake.storage}>
      {children}
    </PulzusProvider>
  );
}

const meta = {
  title: 'Connected/GraphExportButton',
  component: GraphExportButton,
  args: {
    title: 'Elkötelezettségi index',
    data: graphFixture(),
    request: REQUEST,
    ticketSurveyDateId: 10,
    submit: fn(),
  },
  decorators: [(Story) => <FakeServer handlers={issuesTicket}>{Story()}</FakeServer>],
} satisfies Meta<typeof GraphExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a click takes a single-use ticket and posts the chart as drawn to the export address. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exportálás (xlsx)' }));
    await waitFor(() => expect(args.submit).toHaveBeenCalledOnce());
    const [url, fields] = (args.submit as ReturnType<typeof fn>).mock.calls[0] as [string, { data: string }];
    await expect(url).toBe(`/api/graph/excel-export?t=${TICKET}`);
    await expect(JSON.parse(fields.data)).toMatchObject({
      title: 'Elkötelezettségi index',
      request: REQUEST,
    });
  },
};

/** No chart drawn yet (loading or empty): disabled. */
export const NoData: Story = {
  args: { data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** While the ticket is on its way: busy and disabled, so a second click sends nothing. */
export const Busy: Story = {
  decorators: [
    (Story) => (
      <FakeServer handlers={{ 'POST download-tickets': () => new Promise(() => {}) }}>{Story()}</FakeServer>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Exportálás (xlsx)' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** The ticket is refused: the catalogue text of the error, announced, and the button ready again. */
export const Failed: Story = {
  decorators: [
    (Story) => (
      <FakeServer handlers={{ 'POST download-tickets': () => apiError(403, 'forbidden') }}>
        {Story()}
      </FakeServer>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportálás (xlsx)' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ehhez a művelethez nincs jogosultsága.',
    );
    await expect(canvas.getByRole('button')).toBeEnabled();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};
