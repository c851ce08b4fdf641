import { routes } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { registerRoute } from '../../routing';
import { callerLanguageCode } from '../../services/auth';
import { domainPlugin } from '../domain-plugin';
import { callerDataNames } from '../translations/translations.service';
import { topicsWithDefaults, saveTopics } from './questions.service';
import { surveyItems } from './provider-survey-items';
import { providerSurveyDetails } from './questions.queries';

/** The questions domain: topics and questions per date and worker group, provider survey items (spec 2 §2 Questions, §7). */
async function questionsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.topicsList, async ({ params, query, accountId, auth }) => {
    await app.surveyDates.readable(accountId, params.id, auth);
    const language = callerLanguageCode(auth);
    const topics = await topicsWithDefaults(db, accountId, params.id, params.workerGroupId, language);
    if (query.names !== 'display') return { question_groups: topics };
    // for showing: the names in the caller's language (docs/i18n.md "Data names")
    const names = await callerDataNames(db, auth, accountId);
    return {
      question_groups: topics.map((topic) => ({
        ...topic,
        name: names.of('topic', topic.name),
        questions: topic.questions.map((q) => ({ ...q, name: names.of('question', q.name) })),
      })),
    };
  });

  registerRoute(app, routes.topicsSave, async ({ body, accountId }) => {
    await saveTopics(db, accountId, body.question_groups);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.providerSurveyQuestions, async ({ params, accountId }) => {
    const survey = await providerSurveyDetails(db, accountId, params.id);
    if (!survey) throw new AppError('not-found');
    return { sm_questions: surveyItems(survey.details) };
  });
}

/** `questionsRoutes` as the named `questions-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const questionsDomain = domainPlugin(questionsRoutes, 'questions', ['surveyDateAccess']);
