import {
  defaultGraphDimensions,
  GRAPH_SLUGS,
  type GraphDimensionGroup,
  type GraphSlug,
  messages,
} from '@pulzus/core';
import { apiError, type FakeCall, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import {
  DEMOGRAPHIES_BY_DATE,
  ENABLED_GRAPHS,
  graphSettingsHandlers,
  refusedDimensions,
  SAVE_OK,
} from './graph-settings.fixtures';
import { GraphSettingsScreen } from './GraphSettingsScreen';

const hu = messages.hu;
const title = (slug: GraphSlug) => hu[`graph-title-${slug}`];
const section = (slug: GraphSlug) => within(screen.getByRole('region', { name: title(slug) }));
const mainGroup = (slug: GraphSlug) =>
  within(section(slug).getByRole('group', { name: hu['admin-graph-settings-main-dimension'] }));
const filterGroup = (slug: GraphSlug) =>
  within(section(slug).getByRole('group', { name: hu['admin-graph-settings-filters'] }));
const save = () => userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
const posts = (calls: FakeCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);
const sentGroups = (call: FakeCall | undefined): GraphDimensionGroup[] =>
  (call?.body as { grouped_graph_dimensions?: GraphDimensionGroup[] } | undefined)
    ?.grouped_graph_dimensions ?? [];
const mainOf = (groups: GraphDimensionGroup[], slug: GraphSlug) =>
  groups
    .find((group) => group.graph_slug === slug)
    ?.graph_dimensions.filter((row) => row.is_main_dimension)
    .map((row) => row.demography_id);

async function renderLoaded(extra: FakeHandlers = {}, options: Parameters<typeof renderAdmin>[1] = {}) {
  const view = renderAdmin(<GraphSettingsScreen />, {
    handlers: graphSettingsHandlers({ extra: { ...SAVE_OK, ...extra } }),
    ...options,
  });
  await waitFor(() => expect(section('demographics').getByRole('radio', { name: 'Életkor' })).toBeVisible());
  return view;
}

describe('graph settings screen (spec 2 §2 "Graph settings (admin)")', () => {
  it('spec 2 §2: a section per graph with its enabled flag, explanations (4 rows) and the newest date’s dimensions; passes axe', async () => {
    const view = await renderLoaded();
    expect(screen.getAllByRole('region')).toHaveLength(GRAPH_SLUGS.length);
    // last date default: 2025. március (id 13) of the three dates
    expect(screen.getByLabelText(hu['admin-survey-date-select'])).toHaveDisplayValue('2025. március');
    expect(
      section('total').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }),
    ).not.toBeChecked();
    expect(
      section('demographics').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }),
    ).toBeChecked();
    const huText = section('total').getByLabelText('Magyarázat (Magyar)');
    expect(huText).toHaveValue('Az összes kérdés a pozitív válaszok aránya szerint rendezve.');
    expect(huText).toHaveAttribute('rows', '4');
    expect(section('total').getByLabelText('Magyarázat (English)')).toHaveValue(
      'Every question ordered by the share of positive answers.',
    );
    expect(section('demographics').getByLabelText('Magyarázat (English)')).toHaveValue('');
    expect(screen.getByText(hu['admin-graph-settings-no-changes'])).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §4: the demographic graphs offer demographies only, one main: the first of the several default main rows', async () => {
    await renderLoaded();
    for (const slug of ['demographics', 'commitment_demographics', 'satisfaction_demographics'] as const) {
      expect(mainGroup(slug).getAllByRole('radio')).toHaveLength(2);
      expect(mainGroup(slug).getByRole('radio', { name: 'Életkor' })).toBeChecked();
      expect(mainGroup(slug).getByRole('radio', { name: 'Munkavégzés helye' })).not.toBeChecked();
      expect(
        mainGroup(slug).queryByRole('radio', { name: hu['admin-graph-settings-worker-group-row'] }),
      ).toBeNull();
    }
    // commitment_total and commitment_ranking: the worker group is the default main dimension
    expect(
      mainGroup('commitment_total').getByRole('radio', { name: hu['admin-graph-settings-worker-group-row'] }),
    ).toBeChecked();
    expect(mainGroup('commitment_ranking').getAllByRole('radio')).toHaveLength(3);
    // graphs without a main dimension or without filters say so
    expect(section('total').getByText(hu['admin-graph-settings-main-dimension-none'])).toBeVisible();
    expect(section('commitment_total').getByText(hu['admin-graph-settings-filters-none'])).toBeVisible();
    expect(section('participation_rate').queryAllByRole('radio')).toHaveLength(0);
    expect(section('participation_rate').queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('spec 2 §4, §7, §8: choosing a main dimension makes only that row main; the save sends the date’s dimensions and toasts', async () => {
    const view = await renderLoaded();
    await userEvent.click(mainGroup('commitment_total').getByRole('radio', { name: 'Életkor' }));
    expect(
      mainGroup('commitment_total').getByRole('radio', { name: hu['admin-graph-settings-worker-group-row'] }),
    ).not.toBeChecked();
    expect(screen.getByText(hu['admin-graph-settings-unsaved'])).toBeVisible();
    await save();
    expect(await screen.findByText(hu['toast-graph-settings-saved'])).toBeVisible();
    const [call] = posts(view.calls, 'survey-dates/13/graph-dimensions');
    const groups = sentGroups(call);
    expect(groups.map((group) => group.graph_slug)).toEqual([...GRAPH_SLUGS]);
    expect(mainOf(groups, 'commitment_total')).toEqual([31]);
    // every graph goes with at most one main dimension, as the server accepts (the defaults had two)
    for (const slug of GRAPH_SLUGS) expect((mainOf(groups, slug) ?? []).length).toBeLessThanOrEqual(1);
    expect(mainOf(groups, 'demographics')).toEqual([31]);
    // the filters went unchanged: the server's defaults
    const defaults = defaultGraphDimensions(13, DEMOGRAPHIES_BY_DATE[13]!);
    expect(groups.map((g) => g.graph_dimensions.map((row) => row.is_filter))).toEqual(
      defaults.map((g) => g.graph_dimensions.map((row) => row.is_filter)),
    );
    // only the changed part is sent
    expect(posts(view.calls, 'account/enabled-graphs')).toHaveLength(0);
    expect(posts(view.calls, 'account/graph-explanations')).toHaveLength(0);
    await waitFor(() => expect(screen.getByText(hu['admin-graph-settings-no-changes'])).toBeVisible());
  });

  it('spec 2 §2, §7: the enabled flags (slug to boolean) and the texts of every language are saved', async () => {
    const view = await renderLoaded();
    await userEvent.click(section('total').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }));
    await userEvent.click(
      section('demographics').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }),
    );
    await userEvent.type(
      section('demographics').getByLabelText('Magyarázat (English)'),
      'Respondents by demography.',
    );
    await userEvent.clear(section('total').getByLabelText('Magyarázat (Magyar)'));
    await save();
    expect(await screen.findByText(hu['toast-graph-settings-saved'])).toBeVisible();
    expect(posts(view.calls, 'account/enabled-graphs')[0]?.body).toEqual({
      enabled_graphs: { ...ENABLED_GRAPHS, total: true, demographics: false },
    });
    const texts = posts(view.calls, 'account/graph-explanations')[0]?.body as {
      graph_explanations: Record<string, Record<string, string>>;
    };
    expect(Object.keys(texts.graph_explanations)).toEqual(['hu', 'en']);
    expect(texts.graph_explanations.hu).toMatchObject({
      total: '',
      demographics: 'A válaszadók megoszlása a kiválasztott demográfia szerint.',
      participation_rate: '',
    });
    expect(texts.graph_explanations.en).toMatchObject({
      total: 'Every question ordered by the share of positive answers.',
      demographics: 'Respondents by demography.',
    });
    expect(posts(view.calls, 'survey-dates/13/graph-dimensions')).toHaveLength(0);
  });

  it('spec 2 §2: an account with Hungarian only edits the Hungarian explanation', async () => {
    renderAdmin(<GraphSettingsScreen />, {
      handlers: graphSettingsHandlers({ languages: [{ id: 1, code: 'hu', name: 'Magyar' }] }),
    });
    expect(await screen.findAllByLabelText(hu['admin-graph-settings-explanation'])).toHaveLength(
      GRAPH_SLUGS.length,
    );
    expect(screen.queryByLabelText('Magyarázat (English)')).toBeNull();
  });

  it('spec 2 §5: on a date without demographies the demographic graphs have no main dimension to choose', async () => {
    await renderLoaded();
    // no unsaved dimensions: the date changes without asking
    await userEvent.selectOptions(screen.getByLabelText(hu['admin-survey-date-select']), '11');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(mainGroup('demographics').getByText(hu['admin-demographies-empty'])).toBeVisible(),
    );
    expect(mainGroup('demographics').queryAllByRole('radio')).toHaveLength(0);
    expect(
      mainGroup('commitment_total').getByRole('radio', { name: hu['admin-graph-settings-worker-group-row'] }),
    ).toBeChecked();
  });

  it('spec 2 §2: filters are switched per row and saved', async () => {
    const view = await renderLoaded();
    const age = filterGroup('total').getByRole('checkbox', { name: 'Életkor' });
    expect(age).toBeChecked();
    await userEvent.click(age);
    await userEvent.click(filterGroup('demographics').getByRole('checkbox', { name: 'Munkavégzés helye' }));
    await save();
    await screen.findByText(hu['toast-graph-settings-saved']);
    const groups = sentGroups(posts(view.calls, 'survey-dates/13/graph-dimensions')[0]);
    const filters = (slug: GraphSlug) =>
      groups
        .find((g) => g.graph_slug === slug)
        ?.graph_dimensions.map((row) => [row.demography_id, row.is_filter]);
    expect(filters('total')).toEqual([
      [null, true],
      [31, false],
      [32, true],
    ]);
    expect(filters('demographics')).toEqual([
      [null, true],
      [31, false],
      [32, true],
    ]);
  });

  it('spec 2 §4, §8 (validation order): the server’s refusal is shown in the refused graph’s section, which takes the focus; stored parts are not sent again', async () => {
    const view = await renderLoaded(refusedDimensions(5));
    await userEvent.click(section('total').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }));
    await userEvent.click(mainGroup('commitment_ranking').getByRole('radio', { name: 'Életkor' }));
    await save();
    const toast = await screen.findByText(hu['toast-graph-settings-save-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(section('commitment_ranking').getByRole('alert')).toHaveTextContent(
      hu['admin-graph-settings-dimensions-refused'],
    );
    expect(screen.getByRole('heading', { name: title('commitment_ranking') })).toHaveFocus();
    expect(screen.getByText(hu['admin-graph-settings-unsaved'])).toBeVisible();
    // the enabled flags were stored: a retry sends the dimensions only
    await save();
    await waitFor(() => expect(posts(view.calls, 'survey-dates/13/graph-dimensions')).toHaveLength(2));
    expect(posts(view.calls, 'account/enabled-graphs')).toHaveLength(1);
  });

  it('spec 2 §8: a failed save keeps the edits and shows the danger toast', async () => {
    await renderLoaded({ 'POST account/graph-explanations': () => apiError(500, 'internal') });
    await userEvent.type(section('total').getByLabelText('Magyarázat (Magyar)'), ' Frissítve.');
    await save();
    expect(await screen.findByText(hu['toast-graph-settings-save-error'])).toBeVisible();
    expect(section('total').getByLabelText('Magyarázat (Magyar)')).toHaveValue(
      'Az összes kérdés a pozitív válaszok aránya szerint rendezve. Frissítve.',
    );
    expect(screen.getByText(hu['admin-graph-settings-unsaved'])).toBeVisible();
  });

  it('unsaved changes: choosing another date asks first; cancelling keeps them, confirming drops the dimensions only', async () => {
    const view = await renderLoaded();
    const select = screen.getByLabelText(hu['admin-survey-date-select']);
    await userEvent.click(filterGroup('total').getByRole('checkbox', { name: 'Életkor' }));
    await userEvent.type(section('total').getByLabelText('Magyarázat (English)'), '!');
    await userEvent.selectOptions(select, '12');
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/2025\. március/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-no'] }));
    expect(select).toHaveDisplayValue('2025. március');
    expect(filterGroup('total').getByRole('checkbox', { name: 'Életkor' })).not.toBeChecked();

    await userEvent.selectOptions(select, '12');
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-graph-settings-discard'] }));
    await waitFor(() =>
      expect(filterGroup('total').getByRole('checkbox', { name: 'Telephely' })).toBeChecked(),
    );
    expect(select).toHaveDisplayValue('2024. szeptember');
    expect(section('total').getByLabelText('Magyarázat (English)')).toHaveValue(
      'Every question ordered by the share of positive answers.!',
    );
    await save();
    await screen.findByText(hu['toast-graph-settings-saved']);
    expect(posts(view.calls, 'account/graph-explanations')).toHaveLength(1);
    expect(view.calls.some((call) => call.method === 'POST' && call.path.includes('graph-dimensions'))).toBe(
      false,
    );
  });

  it('unsaved changes: discard asks, then restores the loaded values; the page guards closing and tells the host', async () => {
    const onDirtyChange = vi.fn();
    renderAdmin(<GraphSettingsScreen onDirtyChange={onDirtyChange} />, { handlers: graphSettingsHandlers() });
    const toggle = await screen.findAllByRole('switch', { name: hu['admin-graph-settings-enabled'] });
    await userEvent.click(toggle[0]!);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    const leave = new Event('beforeunload', { cancelable: true });
    globalThis.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: hu['admin-graph-settings-discard'] }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(hu['admin-graph-settings-confirm-discard'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-graph-settings-discard'] }));
    expect(screen.getAllByRole('switch', { name: hu['admin-graph-settings-enabled'] })[0]).toBeChecked();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    const stay = new Event('beforeunload', { cancelable: true });
    globalThis.dispatchEvent(stay);
    expect(stay.defaultPrevented).toBe(false);
  });

  it('keyboard: arrow keys move the main dimension; Ctrl+S saves from a text area; save without changes sends nothing', async () => {
    const view = await renderLoaded();
    const wg = mainGroup('commitment_ranking').getByRole('radio', {
      name: hu['admin-graph-settings-worker-group-row'],
    });
    wg.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(mainGroup('commitment_ranking').getByRole('radio', { name: 'Életkor' })).toBeChecked();
    expect(mainGroup('commitment_ranking').getByRole('radio', { name: 'Életkor' })).toHaveFocus();
    expect(wg).not.toBeChecked();
    await userEvent.click(section('total').getByLabelText('Magyarázat (Magyar)'));
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText(hu['toast-graph-settings-saved'])).toBeVisible();
    expect(
      mainOf(sentGroups(posts(view.calls, 'survey-dates/13/graph-dimensions')[0]), 'commitment_ranking'),
    ).toEqual([31]);
    expect(section('total').getByLabelText('Magyarázat (Magyar)')).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: hu['common-save'] })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await save();
    expect(view.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('spec 2 §4: shows the loading state, then a load failure', async () => {
    renderAdmin(<GraphSettingsScreen />, {
      handlers: { ...graphSettingsHandlers(), 'GET account/enabled-graphs': () => pending() },
    });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<GraphSettingsScreen />, {
      handlers: {
        ...graphSettingsHandlers(),
        'GET admin/graph-explanations': () => apiError(500, 'internal'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
  });

  it('spec 2 §4: a date whose dimensions fail to load shows the error; flags and texts stay editable', async () => {
    renderAdmin(<GraphSettingsScreen />, {
      handlers: graphSettingsHandlers({
        extra: { 'GET survey-dates/13/graph-dimensions': () => apiError(500, 'internal') },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getAllByRole('switch')).toHaveLength(GRAPH_SLUGS.length);
  });

  it('empty: without survey dates the flags and texts are saved, and no dimensions are offered', async () => {
    const view = renderAdmin(<GraphSettingsScreen />, {
      handlers: graphSettingsHandlers({
        extra: { ...SAVE_OK, 'GET survey-dates': () => ({ body: { survey_dates: [] } }) },
      }),
    });
    expect(await screen.findByText(hu['admin-graph-settings-no-survey-date'])).toBeVisible();
    expect(screen.queryByLabelText(hu['admin-survey-date-select'])).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByText(hu['common-loading'])).toBeNull();
    await userEvent.click(section('total').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }));
    await save();
    expect(await screen.findByText(hu['toast-graph-settings-saved'])).toBeVisible();
    expect(posts(view.calls, 'account/enabled-graphs')).toHaveLength(1);
  });

  it('spec 2 §2: reloads on a session-account change and drops the old account’s edits', async () => {
    const view = await renderLoaded();
    await userEvent.click(section('total').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }));
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() =>
      expect(view.calls.filter((call) => call.path === 'account/enabled-graphs')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(
        section('total').getByRole('switch', { name: hu['admin-graph-settings-enabled'] }),
      ).not.toBeChecked(),
    );
    expect(screen.getByText(hu['admin-graph-settings-no-changes'])).toBeVisible();
  });

  it('without a session account it asks for one', () => {
    renderAdmin(<GraphSettingsScreen />, { token: makeAdminToken({ aid: null, an: null }) });
    expect(screen.getByText(hu['error-no-session-account'])).toBeVisible();
  });
});
