import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuestionsScreen } from '../Questions/QuestionsScreen';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { itemMatchesHandlers, itemMatchRefusal, manyCandidates } from './item-matches.fixtures';

const hu = messages.hu;
const en = messages.en;

// The matching panel (ItemMatchesPanel) is the questions screen's second tab; the stories open the screen on it.
const meta = {
  title: 'Admin/Questions/Matching',
  component: QuestionsScreen,
  render: () => (
    <AdminStory handlers={itemMatchesHandlers()}>
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
} satisfies Meta<typeof QuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A copied survey's date: every status — same id, same text, suggestions, confirmed, separated, new. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: hu['admin-item-matches-statements'] });
    for (const badge of [
      'Azonos azonosító',
      'Azonos szöveg',
      'Javaslat 82%',
      'Megerősítve',
      'Leválasztva',
      'Új',
    ]) {
      await expect(canvas.getAllByText(badge)[0]).toBeVisible();
    }
    await expect(canvas.getByText('Egyeztetve: 4 · Döntésre váró javaslat: 2 · Új: 3')).toBeVisible();
  },
};

/** Accepting a suggestion: the item is confirmed and the summary counts it. */
export const AcceptSuggestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(
      await canvas.findByRole('article', { name: 'Rendszeresen kapok visszajelzést a munkámról.' }),
    );
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-accept'] }));
    await expect(await item.findByText('Megerősítve')).toBeVisible();
  },
};

/** "Change": the dialog's searchable choice of the earlier items, grouped by survey date. */
export const ChangeDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(await canvas.findByRole('article', { name: 'Szívesen dolgozom otthonról is.' }));
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-change'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('combobox', { name: hu['admin-item-matches-candidate'] }),
      'csapat',
    );
    await expect(
      await dialog.findByRole('option', { name: 'A csapatomban segítjük egymást.' }),
    ).toBeVisible();
  },
};

/** 240 earlier items: the search narrows them. */
export const ManyCandidates: Story = {
  render: () => (
    <AdminStory handlers={itemMatchesHandlers({ candidates: manyCandidates(240) })}>
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(await canvas.findByRole('article', { name: 'Szívesen dolgozom otthonról is.' }));
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-change'] }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox'), 'cegvezetes fejlodes');
    await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(8));
  },
};

/** A refused decision: the translated error at the item it names. */
export const DecisionRefused: Story = {
  render: () => (
    <AdminStory
      handlers={itemMatchesHandlers(
        {},
        { 'PUT survey-dates/13/item-matches': () => itemMatchRefusal(0, 'action') },
      )}
    >
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = within(
      await canvas.findByRole('article', { name: 'Megfelelőek a munkaeszközeim és a munkakörnyezetem.' }),
    );
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-accept'] }));
    await expect(await item.findByText(hu['error-item-match-invalid'])).toBeVisible();
  },
};

/** A date without an imported design. */
export const Empty: Story = {
  render: () => (
    <AdminStory handlers={itemMatchesHandlers({ items: [], candidates: [] })}>
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['admin-item-matches-empty'])).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={itemMatchesHandlers({}, { 'GET survey-dates/13/item-matches': () => pending() })}>
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory
      handlers={itemMatchesHandlers(
        {},
        { 'GET survey-dates/13/item-matches': () => apiError(500, 'internal') },
      )}
    >
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hu['error-internal'])).toBeVisible();
  },
};

/** English texts and dates. */
export const English: Story = {
  parameters: { language: 'en' },
  render: () => (
    <AdminStory handlers={itemMatchesHandlers()} token={makeAdminToken({ lang_code: 'en', lang_id: 2 })}>
      <QuestionsScreen initialTab="matching" />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Suggested 82%')).toBeVisible();
    await expect(canvas.getByText('4 matched · 2 suggestions waiting · 3 new')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: en['admin-item-matches-accept-all'].replace('{{count}}', '2') }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/September 2024/).length).toBeGreaterThan(0);
  },
};

/** A 360 px phone in Hungarian: the items stack as cards, nothing overflows sideways. */
export const Phone: Story = {
  render: () => (
    <div data-testid="phone-frame" style={{ width: 360 }}>
      <AdminStory handlers={itemMatchesHandlers()}>
        <QuestionsScreen initialTab="matching" />
      </AdminStory>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole('article', {
      name: 'Megfelelőek a munkaeszközeim és a munkakörnyezetem.',
    });
    const frame = canvas.getByTestId('phone-frame');
    const actions = within(item).getByRole('group');
    // stacked: the actions sit under the text, not beside it
    await expect(actions.getBoundingClientRect().top).toBeGreaterThan(
      within(item).getByRole('heading').getBoundingClientRect().bottom,
    );
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360);
  },
};
