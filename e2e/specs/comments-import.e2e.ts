import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importJobs } from '../support/admin-screens';
import { formatSurveyDate } from '../support/dates';
import { DEMO } from '../support/env';
import { layoutProblems } from '../support/page-checks';
import { createPerson } from '../support/people';
import { api, apiToken, signedIn } from '../support/session';
import { en, hu } from '../support/texts';
import { wholePageScreenshot } from '../support/screenshot';

/**
 * Comments that arrive in SurveyMonkey's own "All responses data" export (docs/import.md "The manual import")
 * reach the comments view (docs/comments.md "The comments view"): the demo admin uploads an export of new
 * respondents of one demo collector, each with a marked answer to the survey's open-ended question, previews and
 * imports it; a user then finds exactly those comments by the marker, in Hungarian on a laptop and in English on
 * a phone.
 *
 * The oldest published date takes them: the latest published one is the date whose comments and themes
 * comments.e2e.ts and embed-comments.e2e.ts count on the same worker's server, and twelve comments sharing words
 * would be a theme of their own there.
 */

interface SurveyDateRow {
  id: number;
  date: string;
  enabled_for_users: boolean;
  sm_surveys: { sm_survey_id: string; worker_group_id: number }[];
}

interface TopicRow {
  questions: { id: number; code: string; is_open_ended?: boolean; show_comments?: boolean }[];
}

/** Where the export goes: the date, one of its collectors, and the open-ended question of that collector's survey. */
interface Target {
  date: SurveyDateRow;
  collectorId: string;
  /** The question's heading as the stored survey design has it (what the import matches a column by). */
  heading: string;
  /** The Pulzus question the comments view lists for it. */
  questionId: number;
}

/** At least the demo's comment threshold (max(k, 10)): a population this size would be shown on its own. */
const RESPONDENTS = 12;
/** A word no demo comment has, new on each run, that finds this run's comments and nothing else. */
const MARKER = `e2ex${Date.now().toString(36)}`;
const COMMENTS = Array.from(
  { length: RESPONDENTS },
  (_, i) => `E2E export comment ${i + 1} — parkolás ${MARKER}`,
);
const FILE_NAME = 'surveymonkey-export.xlsx';

let target: Target | undefined;

/**
 * The oldest published date, a collector of it whose worker group has an open-ended question with its comments on
 * for users, and that question's heading from the provider survey's stored design (`GET sm-surveys/{id}/questions`).
 */
async function findTarget(request: APIRequestContext): Promise<Target> {
  const token = await apiToken(request, DEMO.admin);
  const published = (
    await api<{ survey_dates: SurveyDateRow[] }>(request, token, 'GET', 'survey-dates?all=true')
  ).survey_dates
    .filter((d) => d.enabled_for_users)
    .sort((a, b) => a.date.localeCompare(b.date));
  expect(published.length, 'the demo publishes more than one date').toBeGreaterThan(1);
  const date = published[0]!;
  const { collectors } = await api<{ collectors: { sm_collector_id: string; worker_group_id: number }[] }>(
    request,
    token,
    'GET',
    `survey-dates/${date.id}/collectors`,
  );
  for (const collector of collectors) {
    const survey = date.sm_surveys.find((s) => s.worker_group_id === collector.worker_group_id);
    if (!survey) continue;
    const { question_groups } = await api<{ question_groups: TopicRow[] }>(
      request,
      token,
      'GET',
      `survey-dates/${date.id}/worker-group/${collector.worker_group_id}/question-groups`,
    );
    const open = question_groups.flatMap((g) => g.questions).find((q) => q.is_open_ended && q.show_comments);
    if (!open) continue;
    const { sm_questions } = await api<{
      sm_questions: { id: string; title: string; open_ended?: boolean }[];
    }>(request, token, 'GET', `sm-surveys/${encodeURIComponent(survey.sm_survey_id)}/questions`);
    const heading = sm_questions.find((q) => q.open_ended && q.id === open.code)?.title;
    if (heading) return { date, collectorId: collector.sm_collector_id, heading, questionId: open.id };
  }
  throw new Error(`no collector of ${date.date} has an open-ended question with comments on`);
}

/** The export's layout: two header rows, `Open-Ended Response` under the question's heading, one row a respondent. */
async function exportFile(at: Target): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  sheet.addRow(['Respondent ID', 'Collector ID', at.heading]);
  sheet.addRow(['', '', 'Open-Ended Response']);
  // new response ids, numeric as the provider's
  const base = Date.now() * 100;
  COMMENTS.forEach((comment, i) => {
    sheet.addRow([String(base + i), at.collectorId, comment]);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The number of comments the view would show a viewer for the marker (the API, as the admin). */
async function markedTotal(request: APIRequestContext, at: Target): Promise<number | null> {
  const token = await apiToken(request, DEMO.admin);
  const answer = await api<{ shown: boolean; total: number | null }>(
    request,
    token,
    'GET',
    `comments?survey_date_id=${at.date.id}&question_id=${at.questionId}&search=${MARKER}`,
  );
  expect(answer.shown, 'the whole company’s comments are shown').toBe(true);
  return answer.total;
}

/** A new user of the demo tenant signed in through the API in a language (the demo logins keep theirs). */
async function userIn(request: APIRequestContext, language: 'hu' | 'en'): Promise<string> {
  const person = await createPerson(request, 'user', `Export${language}`);
  const token = await apiToken(request, person);
  const langId = language === 'hu' ? 1 : 2;
  return (await api<{ token: string }>(request, token, 'GET', `account/languages/change/${langId}`)).token;
}

async function placeToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-placed')) {
      localStorage.setItem('id_token', value);
      sessionStorage.setItem('e2e-token-placed', '1');
    }
  }, token);
}

// the views read what the first test imported
test.describe.configure({ mode: 'serial' });

test.describe('comments of a SurveyMonkey export (docs/import.md "The manual import")', () => {
  test('the admin previews the export of new respondents and imports it', async ({ page, request }) => {
    test.setTimeout(120_000);
    target = await findTarget(request);
    expect(await markedTotal(request, target), 'no comment has the marker before the import').toBe(0);
    const file = await exportFile(target);

    await signedIn(page, DEMO.admin, '/admin/data-import');
    await expect(page.getByRole('heading', { level: 1, name: hu('admin-data-import-title') })).toBeVisible();
    await page.getByLabel(hu('admin-data-import-manual-file'), { exact: true }).setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await page.getByRole('button', { name: hu('common-upload') }).click();

    // the preview: SurveyMonkey's layout, every row a new respondent of the collector on its date
    const preview = page.getByRole('region', {
      name: hu('admin-data-import-manual-preview-title', { file: FILE_NAME }),
    });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText(hu('admin-data-import-manual-layout-surveymonkey'))).toBeVisible();
    await expect(
      preview.getByText(hu('admin-data-import-manual-respondents', { count: String(RESPONDENTS) })),
    ).toBeVisible();
    const row = preview.getByRole('row').filter({ hasText: target.collectorId });
    await expect(row.getByRole('cell')).toHaveText([
      target.collectorId,
      formatSurveyDate(target.date.date),
      /.+/,
      String(RESPONDENTS),
      String(RESPONDENTS),
      '0',
    ]);

    await preview.getByRole('button', { name: hu('admin-data-import-manual-import') }).click();
    await expect(page.getByText(hu('admin-data-import-manual-success')).last()).toBeVisible({
      timeout: 60_000,
    });
    // the progress view lists the upload as a finished manual import
    const manual = importJobs(page)
      .getByRole('row')
      .filter({ hasText: hu('admin-data-import-job-kind-manual') });
    await expect(manual.locator('[data-state="completed"]').first()).toBeVisible({ timeout: 30_000 });
    expect(await markedTotal(request, target)).toBe(RESPONDENTS);
  });

  const VIEWS = [
    { language: 'hu', text: hu, size: { width: 1440, height: 900 } },
    { language: 'en', text: en, size: { width: 390, height: 844 } },
  ] as const;
  for (const { language, text, size } of VIEWS) {
    test.describe(`in ${language} at ${size.width} px`, () => {
      test.use({ viewport: size, hasTouch: size.width < 600 });

      test('a user searching the marker sees exactly the imported comments', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(90_000);
        const at = target;
        if (!at) throw new Error('the import did not run');
        await placeToken(page, await userIn(request, language));
        await page.goto(`/comments?dates=${at.date.id}&question=${at.questionId}`);
        await expect(page.getByRole('heading', { level: 1, name: text('comments-title') })).toBeVisible();

        await page.getByRole('searchbox', { name: text('comments-search') }).fill(MARKER.toUpperCase());
        await expect(page).toHaveURL(new RegExp(`q=${MARKER.toUpperCase()}`));
        const found = page.getByRole('region', {
          name: text('comments-total', { count: String(RESPONDENTS) }),
        });
        await expect(found).toBeVisible({ timeout: 20_000 });
        const cards = found.getByRole('listitem');
        await expect(cards).toHaveCount(RESPONDENTS);
        await expect(found.getByRole('list')).toHaveAttribute('aria-busy', 'false');
        const shown = (await cards.allTextContents()).map((t) => t.trim());
        expect(shown.sort()).toEqual([...COMMENTS].sort());
        // one page holds them all
        await expect(page.getByRole('navigation', { name: text('comments-pages') })).toHaveCount(0);

        expect(await layoutProblems(page)).toEqual([]);
        await testInfo.attach(`comments-import-${language}-${size.width}.png`, {
          body: await wholePageScreenshot(page),
          contentType: 'image/png',
        });
      });
    });
  }
});
