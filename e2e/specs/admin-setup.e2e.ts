import { expect, type Page, test } from '@playwright/test';
import { chooseSessionAccount, modal, openAdminScreen, toast, waitForImport } from '../support/admin-screens';
import { graphReady } from '../support/graph';
import { createPerson, type Person } from '../support/people';
import { signedIn, storedClaims } from '../support/session';
import { hu } from '../support/texts';

/**
 * A newcomer sets up a new company from nothing to published graphs in the
 * running app, through the admin screens only, against the real server and its provider simulator
 * (DEMO=true points the connect flow at it). One serial story: each step needs the one before.
 */
test.describe
  .serial('a newcomer sets up a new company from nothing to published graphs', () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ actionTimeout: 15_000 });

    const stamp = Date.now();
    const ACCOUNT = `E2E Beállító Kft. ${stamp}`;
    const GROUP = `Bolti dolgozók ${stamp}`;
    const KEY = `Szimulátor kulcs ${stamp}`;
    const TOPIC = `Munkahelyi légkör ${stamp}`;
    const DEMOGRAPHY = `Egység ${stamp}`;
    const USER_NAME = `E2E Olvasó ${stamp}`;
    // an admin of this file: the session account lives on the user, so the demo admin keeps the demo
    // account the other specs read (the steps are the demo admin's, as any admin's)
    let admin: Person;
    let page: Page;
    let surveyTitle = '';
    let surveyDateLabel = '';

    test.beforeAll(async ({ browser, request }) => {
      admin = await createPerson(request, 'admin', 'Beallito');
      page = await browser.newPage();
      await signedIn(page, admin, '/welcome');
    });

    test.afterAll(async () => {
      await page.close();
    });

    test('spec 1 §2: the admin creates an account and chooses it as the session account', async () => {
      await openAdminScreen(page, '/admin/accounts', 'admin-accounts-title');
      await page.getByRole('button', { name: hu('admin-accounts-add') }).click();
      const popup = modal(page, 'admin-accounts-add-popup-title');
      await popup.getByLabel(hu('admin-accounts-name')).fill(ACCOUNT);
      // a new account starts with the default language ticked (spec 1 §5)
      await expect(popup.getByRole('checkbox', { name: 'Magyar' })).toBeChecked();
      await popup.getByRole('button', { name: hu('common-save') }).click();
      await expect(popup).toBeHidden();
      await expect(toast(page, 'toast-account-created')).toBeVisible();
      await expect(page.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();

      await chooseSessionAccount(page, ACCOUNT);
      expect(await storedClaims(page)).toMatchObject({ an: ACCOUNT });
    });

    test('spec 1 §2: a worker group is added with its code derived from the name', async () => {
      await openAdminScreen(page, '/admin/worker-groups', 'admin-worker-groups-title');
      await expect(page.getByText(hu('admin-worker-groups-empty'))).toBeVisible();
      await page.getByRole('button', { name: hu('admin-worker-groups-add') }).click();
      const popup = modal(page, 'admin-worker-groups-add-popup-title');
      await popup.getByLabel(hu('admin-worker-groups-name')).fill(GROUP);
      // left empty, the code is the one derived from the name, shown as the field's placeholder
      await expect(popup.getByLabel(hu('admin-worker-groups-code'))).toHaveAttribute(
        'placeholder',
        `bolti-dolgozok-${stamp}`,
      );
      await popup.getByRole('button', { name: hu('common-save') }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByRole('cell', { name: GROUP, exact: true })).toBeVisible();
    });

    test('spec 2 §2: the connect link goes to the provider and back through /oauth, where the key is named', async () => {
      await openAdminScreen(page, '/admin/data-import', 'admin-data-import-title');
      await expect(page.getByText(hu('admin-data-import-api-keys-empty'))).toBeVisible();
      await page.getByRole('link', { name: hu('admin-data-import-connect') }).click();
      // the simulator's consent page (its own English text, not the portal's) asks unless it auto-approves
      await page.waitForURL((url) => url.pathname === '/oauth/authorize' || url.pathname === '/oauth');
      if (new URL(page.url()).pathname === '/oauth/authorize') {
        await page.getByRole('button', { name: 'Authorize' }).click();
      }
      await expect(page).toHaveURL(/\/oauth\?code=/);
      await expect(page.getByText(hu('oauth-connected'))).toBeVisible({ timeout: 15_000 });
      const save = page.getByRole('button', { name: hu('oauth-save') });
      await expect(save).toBeDisabled();
      await page.getByLabel(hu('oauth-name')).fill(KEY);
      await save.click();
      await expect(page).toHaveURL(/\/admin\/data-import$/);
      await expect(page.getByRole('cell', { name: KEY, exact: true })).toBeVisible();
    });

    test('spec 2 §2, §7: refreshing the survey list imports the provider surveys', async () => {
      const surveys = page.getByRole('table', { name: hu('admin-data-import-surveys') });
      // an empty list is a message instead of a table
      await expect(page.getByText(hu('admin-data-import-surveys-empty'))).toBeVisible();
      await page.getByRole('button', { name: hu('admin-data-import-reimport-surveys') }).click();
      await expect(toast(page, 'toast-import-surveys-success')).toBeVisible();
      await waitForImport(page, 'survey-list');
      await expect(surveys.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
      // the simulator's engagement surveys, each with its web-link collectors (tools/provider-sim)
      await expect(
        surveys
          .getByRole('row')
          .filter({ hasText: /felmérés/ })
          .first(),
      ).toBeVisible();
    });

    test('spec 1 §2, §9: a survey date gets a simulator survey for the worker group', async () => {
      await openAdminScreen(page, '/admin/survey-dates', 'admin-survey-dates-title');
      await page.getByRole('button', { name: hu('admin-survey-dates-add') }).click();
      const popup = modal(page, 'admin-survey-dates-add-popup-title');
      await popup.getByLabel(hu('admin-survey-dates-api-key')).selectOption({ label: KEY });
      const survey = popup.getByLabel(hu('admin-survey-dates-survey-for', { name: GROUP }));
      await expect(survey).toBeEnabled();
      // the first survey of the key (the placeholder is "no survey")
      const option = survey.locator('option:not([value=""])').first();
      surveyTitle = (await option.textContent()) ?? '';
      expect(surveyTitle).not.toBe('');
      await survey.selectOption({ index: 1 });
      const year = await popup.getByLabel(hu('admin-survey-dates-year')).inputValue();
      const month = popup.getByLabel(hu('admin-survey-dates-month'));
      const monthLabel = await month.locator(`option[value="${await month.inputValue()}"]`).textContent();
      surveyDateLabel = `${year}. ${monthLabel}`;
      await popup.getByRole('button', { name: hu('common-save') }).click();
      await expect(popup).toBeHidden();
      await expect(toast(page, 'toast-survey-date-created')).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(literal(surveyDateLabel)) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(`${GROUP}: ${surveyTitle}`);
      await expect(row).toContainText(KEY);
    });

    test('spec 2 §2, §7: the survey’s details and collectors import, and the queue drains', async () => {
      await openAdminScreen(page, '/admin/data-import', 'admin-data-import-title');
      const actions = page.getByRole('group', { name: `${hu('common-actions')}: ${surveyTitle}` }).first();
      await actions.getByRole('button', { name: hu('admin-data-import-reimport-details') }).click();
      await expect(toast(page, 'toast-import-details-success')).toBeVisible();
      await waitForImport(page, 'details');
      await expect(
        actions.getByRole('button', { name: hu('admin-data-import-reimport-collectors') }),
      ).toBeEnabled();
      await actions.getByRole('button', { name: hu('admin-data-import-reimport-collectors') }).click();
      await expect(toast(page, 'toast-import-collectors-success')).toBeVisible();
      await waitForImport(page, 'collectors');
    });

    test('spec 2 §2: a collector-type demography is configured before any answer arrives', async () => {
      await openAdminScreen(page, '/admin/demographies', 'admin-demographies-title');
      await expect(page.getByText(hu('admin-demographies-empty'))).toBeVisible();
      await page.getByRole('button', { name: hu('admin-demographies-add') }).click();
      const popup = modal(page, 'admin-demographies-add-popup-title');
      await popup.getByLabel(hu('admin-demographies-name')).fill(DEMOGRAPHY);
      await popup.getByLabel(hu('admin-demographies-code')).fill(`egyseg-${stamp}`);
      await popup
        .getByLabel(hu('admin-demographies-type'))
        .selectOption({ label: hu('admin-demographies-type-collector') });
      await popup.getByRole('checkbox', { name: GROUP }).check();
      for (const [index, name] of ['Észak', 'Dél'].entries()) {
        await popup.getByRole('button', { name: hu('admin-demographies-add-answer') }).click();
        const row = popup.getByRole('group', {
          name: hu('admin-demographies-answer-row', { number: String(index + 1) }),
        });
        await row
          .getByRole('textbox', { name: hu('admin-demographies-answer-name'), exact: true })
          .fill(name);
        await row
          .getByRole('textbox', { name: hu('admin-demographies-answer-value'), exact: true })
          .fill(String(index + 1));
      }
      await popup.getByRole('button', { name: hu('common-save') }).click();
      await expect(popup).toBeHidden();
      const row = page.getByRole('row', { name: new RegExp(literal(DEMOGRAPHY)) });
      await expect(row).toBeVisible();
      await expect(row).toContainText('Észak');
      await expect(row).toContainText(hu('admin-demographies-type-collector'));
    });

    test('spec 2 §2: the provider collectors become collectors with a headcount and a demography answer', async () => {
      await openAdminScreen(page, '/admin/collectors', 'admin-collectors-title');
      await expect(page.getByText(hu('admin-collectors-empty'))).toBeVisible({ timeout: 15_000 });
      const popup = modal(page, 'admin-collectors-add');
      await page.getByRole('button', { name: hu('admin-collectors-add') }).click();
      const collector = popup.getByLabel(hu('admin-collectors-collector-id'));
      const choices = await collector.locator('option:not([value=""])').count();
      expect(choices).toBeGreaterThan(1);
      // every provider collector of the survey, so that every answer is counted against a headcount
      for (let i = 0; i < choices; i++) {
        if (i > 0) await page.getByRole('button', { name: hu('admin-collectors-add') }).click();
        await collector.selectOption({ index: i + 1 });
        await popup.getByLabel(hu('admin-collectors-worker-group')).selectOption({ label: GROUP });
        await popup.getByLabel(hu('admin-collectors-headcount')).fill('60');
        await popup.getByLabel(DEMOGRAPHY).selectOption({ label: i % 2 === 0 ? 'Észak' : 'Dél' });
        await popup.getByRole('button', { name: hu('common-finish') }).click();
        await expect(popup).toBeHidden();
      }
      const cards = page.locator('[data-component="Pulzus.CollectorCard"]');
      await expect(cards).toHaveCount(choices);
      await expect(page.getByText(hu('admin-collectors-unsaved'))).toBeVisible();
      // one headcount changed on its card
      await cards.first().getByLabel(hu('admin-collectors-headcount')).fill('75');
      await page.getByRole('button', { name: hu('common-save') }).click();
      await expect(toast(page, 'toast-collectors-saved')).toBeVisible();
      await page.reload();
      await expect(cards).toHaveCount(choices);
      await expect(cards.first().getByLabel(hu('admin-collectors-headcount'))).toHaveValue('75');
      await expect(cards.first()).toContainText('Észak');
    });

    test('spec 2 §2: the default topics get provider questions and are saved', async () => {
      await openAdminScreen(page, '/admin/questions', 'admin-questions-title');
      const group = page
        .locator(`section[data-worker-group]`)
        .filter({ has: page.getByRole('heading', { name: GROUP }) });
      // the default two: the fixed commitment topic and the first numbered one
      await expect(
        group.getByRole('heading', { name: hu('admin-questions-commitment-default-name') }),
      ).toBeVisible();
      // the group's provider survey is at hand: questions are chosen by statement, no code is typed
      await expect(group.getByText(hu('admin-questions-manual-no-survey'))).toHaveCount(0);
      await expect(group.getByText(hu('admin-questions-manual-load-failed'))).toHaveCount(0);
      const addButtons = group.getByRole('button', {
        name: new RegExp(`^${literal(hu('admin-questions-add-question'))}:`),
      });
      await expect(addButtons).toHaveCount(2);
      // two statements to the commitment topic, two to the numbered topic (named by the admin)
      await group
        .getByRole('textbox', { name: hu('admin-questions-topic-name'), exact: true })
        .first()
        .fill(TOPIC);
      let filled = 0;
      for (const topic of [0, 1]) {
        for (let k = 0; k < 2; k++) {
          await addButtons.nth(topic).click();
          const statement = group
            .getByRole('combobox', { name: hu('admin-questions-question-statement'), exact: true })
            .nth(filled);
          await expect(statement).toBeFocused();
          await statement.click();
          // statements already used in the group are disabled: the first free one
          await page.getByRole('listbox').getByRole('option', { disabled: false }).first().click();
          // a statement chosen fills the empty question text
          await expect(
            group
              .getByRole('textbox', { name: hu('admin-questions-question-name'), exact: true })
              .nth(filled),
          ).not.toHaveValue('');
          filled += 1;
        }
      }
      await page.getByRole('button', { name: hu('common-save') }).click();
      await expect(toast(page, 'toast-questions-saved')).toBeVisible();
      await page.reload();
      await expect(
        group.getByRole('combobox', { name: hu('admin-questions-question-statement'), exact: true }),
      ).toHaveCount(4);
      await expect(
        group.getByRole('textbox', { name: hu('admin-questions-topic-name'), exact: true }).first(),
      ).toHaveValue(TOPIC);
    });

    test('spec 2 §4, §7: the answers import and then editing is locked', async () => {
      await openAdminScreen(page, '/admin/data-import', 'admin-data-import-title');
      const actions = page.getByRole('group', { name: `${hu('common-actions')}: ${surveyTitle}` }).first();
      await actions.getByRole('button', { name: hu('admin-data-import-reimport-answers') }).click();
      await expect(toast(page, 'toast-import-answers-success')).toBeVisible();
      await waitForImport(page, 'responses', 110_000);

      await openAdminScreen(page, '/admin/demographies', 'admin-demographies-title');
      await expect(page.getByText(hu('admin-editing-disabled'))).toBeVisible();
      await expect(page.getByRole('button', { name: hu('admin-demographies-add') })).toHaveCount(0);
    });

    test('spec 1 §2: the survey date is published', async () => {
      await openAdminScreen(page, '/admin/survey-dates', 'admin-survey-dates-title');
      const row = page.getByRole('row', { name: new RegExp(literal(surveyDateLabel)) });
      await expect(row.getByRole('cell').nth(5)).not.toHaveText('0');
      await row.getByRole('button', { name: hu('admin-survey-dates-publish') }).click();
      // publishing waits for the admin's yes
      await page
        .getByRole('dialog', { name: hu('common-confirm-title') })
        .getByRole('button', { name: hu('common-yes') })
        .click();
      await expect(toast(page, 'toast-survey-date-updated')).toBeVisible();
      await expect(row.getByRole('button', { name: hu('admin-survey-dates-unpublish') })).toBeVisible();
    });

    test('spec 1 §2, spec 2 §2: a new user of the account sees the published graph with bars', async () => {
      await openAdminScreen(page, '/admin/users', 'admin-users-title-users');
      await page.getByRole('button', { name: hu('admin-users-add') }).click();
      const popup = modal(page, 'admin-users-add-popup-title');
      await popup.getByLabel(hu('admin-users-name'), { exact: true }).fill(USER_NAME);
      await popup
        .getByLabel(hu('admin-users-email'), { exact: true })
        .fill(`olvaso.${stamp}@e2e.pulzus.test`);
      await popup.getByLabel(hu('admin-users-nickname'), { exact: true }).fill('Olvasó');
      await popup
        .getByLabel(hu('admin-users-role'), { exact: true })
        .selectOption({ label: hu('role-user') });
      await popup.getByRole('button', { name: hu('common-save') }).click();
      await expect(popup).toBeHidden();
      const row = page.getByRole('row', { name: new RegExp(literal(USER_NAME)) });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: hu('admin-users-action-login-as') }).click();
      await page
        .getByRole('dialog', { name: hu('common-confirm-title') })
        .getByRole('button', { name: hu('common-yes') })
        .click();
      await expect(page).toHaveURL(/\/welcome$/);
      expect(await storedClaims(page)).toMatchObject({ an: ACCOUNT });
      await expect(
        page.getByRole('button', { name: hu('layout-user-greeting', { nickname: 'Olvasó' }) }),
      ).toBeVisible();

      await page.getByRole('link', { name: hu('graph-title-total'), exact: true }).click();
      const graph = await graphReady(page);
      // bars with values, not withheld marks: the imported answers of the mapped statements (spec 2 §2)
      const bars = graph.locator('rect[data-series][role="img"]');
      await expect(bars.first()).toBeVisible();
      expect(await bars.count()).toBeGreaterThan(0);
    });
  });

/** A literal text as a RegExp source. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
