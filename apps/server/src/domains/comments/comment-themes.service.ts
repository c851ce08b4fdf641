import { MASKED_NAME, type routes } from '@pulzus/core';
import type { z } from 'zod';
import { type CommentThemes, commentThemes, compareThemes } from '@pulzus/core/analytics';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import { dateStableCodes } from '../item-matches/item-matches.service';
import { openQuestionsOfDate, previousReadableDate } from './comment-themes.queries';
import { type CommentServices, type PopulationComments, populationComments } from './comments.service';

type CommentThemesQuery = z.output<typeof routes.commentsThemes.query>;
/** The answer of `GET comments/themes`. */
export type CommentThemesResponse = z.output<typeof routes.commentsThemes.response>;

// the masks' own words are no theme: "[név]" would otherwise be the commonest word of a date that names people
const MASKS = new RegExp(
  Object.values(MASKED_NAME)
    .map((mask) => mask.replace(/[[\]]/g, '\\$&'))
    .join('|'),
  'g',
);

/**
 * The themes of a population's shown comments (docs/comments.md "Themes"): computed on the masked texts the rules
 * let the population see, the masks themselves left out. Comments are read as Hungarian, the default language;
 * English words are still recognised (docs/comments.md "Themes").
 */
function themesOf(population: PopulationComments): CommentThemes {
  return commentThemes(
    population.comments.map((c) => ({ id: c.id, text: c.text.replace(MASKS, ' '), language: 'hu' as const })),
  );
}

/**
 * `GET comments/themes` (docs/comments.md "The comments view"): the population of `GET comments` — same access,
 * same comment rules — and the themes of its shown comments; withheld, no theme. Compared with the caller's
 * previous date when the question continues there (the same stable code: its own or an item match's) and the same
 * population's comments are shown there too; otherwise `previous` is null.
 */
export async function listCommentThemes(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  query: CommentThemesQuery,
): Promise<CommentThemesResponse> {
  const population = await populationComments(services, auth, accountId, query);
  return populationThemes(services, auth, accountId, query, population);
}

/**
 * The themes answer of a population already read by `populationComments` (what `GET comments/themes` and the
 * comments xlsx and report section share, docs/comments.md): withheld, no theme; otherwise its themes, compared
 * with the previous date where the question continues.
 */
export async function populationThemes(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  query: CommentThemesQuery,
  population: PopulationComments,
): Promise<CommentThemesResponse> {
  const { question } = population;
  const base = {
    question: { id: question.id, name: question.name, topic: question.topic },
    threshold: population.threshold,
  };
  if (population.reason !== null)
    return {
      ...base,
      shown: false,
      withheld_reason: population.reason,
      total: null,
      with_words: null,
      themes: [],
      previous: null,
    };
  const themes = themesOf(population);
  return {
    ...base,
    shown: true,
    withheld_reason: null,
    total: themes.total,
    with_words: themes.withWords,
    themes: themes.themes.map((t) => ({
      key: t.key,
      label: t.label,
      source: t.source,
      count: t.count,
      share: t.share,
      example_ids: t.exampleIds,
    })),
    previous: await previousThemes(services, auth, accountId, query, population, themes),
  };
}

/** The themes' change since the previous date, or null when the question or the population's comments stop there. */
async function previousThemes(
  services: CommentServices,
  auth: AuthContext,
  accountId: number,
  query: CommentThemesQuery,
  population: PopulationComments,
  later: CommentThemes,
): Promise<CommentThemesResponse['previous']> {
  const db = services.graphs.db;
  const earlierDate = await previousReadableDate(db, accountId, population.date.date, auth);
  if (!earlierDate) return null;
  const [laterCodes, earlierCodes, earlierQuestions] = await Promise.all([
    dateStableCodes(db, accountId, population.date.id),
    dateStableCodes(db, accountId, earlierDate.id),
    openQuestionsOfDate(db, accountId, earlierDate.id),
  ]);
  const stable = laterCodes.get(population.question.code) ?? population.question.code;
  const earlierQuestion = earlierQuestions.find((q) => (earlierCodes.get(q.code) ?? q.code) === stable);
  if (!earlierQuestion) return null;
  let earlier: PopulationComments;
  try {
    earlier = await populationComments(services, auth, accountId, {
      ...query,
      survey_date_id: earlierDate.id,
      question_id: earlierQuestion.id,
    });
  } catch (error) {
    // comments not shown to users there, or a demography answer that date has not: nothing to compare with
    if (error instanceof AppError && error.code === 'not-found') return null;
    throw error;
  }
  if (earlier.reason !== null) return null;
  return {
    survey_date_id: earlierDate.id,
    date: earlierDate.date,
    changes: compareThemes(themesOf(earlier), later).map((c) => ({
      key: c.key,
      label: c.label,
      earlier_share: c.earlierShare,
      later_share: c.laterShare,
      change: c.change,
    })),
  };
}
