import {
  type FormErrors,
  formErrors,
  type Topic,
  type TopicInput,
  type ProviderQuestion,
  type TopicColorName,
  zQuestionForm,
  zTopicForm,
} from '@pulzus/core';

/** A question as edited: the stored id (none for a new one), code and name. */
export interface QuestionDraft {
  /** The stored question's id; undefined for a new question. */
  questionId?: number;
  /** The item code (provider question id, or `questionId:rowId`). */
  code: string;
  /** The question text. */
  name: string;
  /** An open-ended question, whose answers are comments (docs/import.md "Comments"); unset: as stored. */
  isOpenEnded?: boolean;
}

/** A topic as edited; `bgColor` is '' for no colour (a native select's empty option). */
export interface TopicDraft {
  /** The stored topic's id; undefined for a new topic. */
  topicId?: number;
  /** The topic's name (fixed for the commitment topic). */
  name: string;
  /** Whether it is the commitment (engagement) topic. */
  is_commitment: boolean;
  /** Whether it counts in the satisfaction index. */
  is_calculated_in_index: boolean;
  /** Its background colour, or '' for none. */
  bgColor: TopicColorName | '';
  /** Its questions, in order. */
  questions: QuestionDraft[];
}

/** The topics of one worker group as edited. */
export interface WorkerGroupDraft {
  /** The worker group's id. */
  workerGroupId: number;
  /** Its topics, in order. */
  topics: TopicDraft[];
}

/** The questions screen's form: the topics of every worker group on the chosen date. */
export interface QuestionsFormValues {
  /** One entry per worker group, in the worker groups' order. */
  groups: WorkerGroupDraft[];
}

/** A new, empty topic: not commitment, counted in the index, no colour, no questions. */
export function newTopic(): TopicDraft {
  return { name: '', is_commitment: false, is_calculated_in_index: true, bgColor: '', questions: [] };
}

/** A new, empty question. */
export function newQuestion(): QuestionDraft {
  return { code: '', name: '' };
}

/**
 * A worker group's topics as drafts; a group without topics gets the two default topics: the
 * commitment topic named `commitmentName` and an empty topic, both in the index (spec 2 §4, §9).
 */
export function toWorkerGroupDraft(
  workerGroupId: number,
  topics: readonly Topic[],
  commitmentName: string,
): WorkerGroupDraft {
  if (topics.length === 0) {
    return {
      workerGroupId,
      topics: [{ ...newTopic(), name: commitmentName, is_commitment: true }, newTopic()],
    };
  }
  return {
    workerGroupId,
    topics: topics.map((topic) => ({
      topicId: topic.id,
      name: topic.name,
      is_commitment: topic.is_commitment,
      is_calculated_in_index: topic.is_calculated_in_index,
      bgColor: topic.bg_color ?? '',
      questions: topic.questions.map((q) => ({
        questionId: q.id,
        code: q.code,
        name: q.name,
        ...(q.is_open_ended ? { isOpenEnded: true } : {}),
      })),
    })),
  };
}

/** What a topic shows: a fixed title or a number, and which of its controls (spec 2 §4). */
export interface TopicControls {
  /** The commitment topic's fixed title, or null for a numbered topic. */
  readonly fixedTitle: string | null;
  /** The topic's number among the non-commitment topics (1, 2, …), or null for a commitment topic. */
  readonly number: number | null;
  /** Whether the include-in-satisfaction-index switch, the colour select and the name field show. */
  readonly editable: boolean;
  /** Whether the delete button shows. */
  readonly deletable: boolean;
}

/**
 * The controls of the topic at `index` of a worker group (spec 2 §4): commitment topics show their
 * title as fixed text; the others are numbered and show the index switch, the colour select and a
 * delete button, except that the second topic of the group cannot be deleted.
 */
export function topicControls(
  topics: readonly Pick<TopicDraft, 'is_commitment' | 'name'>[],
  index: number,
): TopicControls {
  const topic = topics[index];
  if (!topic || topic.is_commitment) {
    return { fixedTitle: topic?.name ?? '', number: null, editable: false, deletable: false };
  }
  const number = topics.slice(0, index + 1).filter((t) => !t.is_commitment).length;
  return { fixedTitle: null, number, editable: true, deletable: index !== 1 };
}

/**
 * The form's errors by field path (spec 2 §5), after the topics without questions are left out,
 * since they are dropped on save: a kept topic needs a name, each question a code and a name.
 */
export function questionsFormErrors(values: QuestionsFormValues): FormErrors {
  const errors: FormErrors = {};
  values.groups.forEach((group, g) => {
    group.topics.forEach((topic, i) => {
      if (topic.questions.length === 0) return;
      const path = `groups.${g}.topics.${i}`;
      for (const [field, key] of Object.entries(formErrors(zTopicForm, { name: topic.name }))) {
        errors[`${path}.${field}`] = key;
      }
      topic.questions.forEach((question, q) => {
        const fields = formErrors(zQuestionForm, { code: question.code, name: question.name });
        for (const [field, key] of Object.entries(fields)) errors[`${path}.questions.${q}.${field}`] = key;
      });
    });
  });
  return errors;
}

function toInput(topic: TopicDraft, surveyDateId: number, workerGroupId: number): TopicInput {
  return {
    ...(topic.topicId === undefined ? {} : { id: topic.topicId }),
    survey_date_id: surveyDateId,
    worker_group_id: workerGroupId,
    name: topic.name.trim(),
    is_commitment: topic.is_commitment,
    is_calculated_in_index: topic.is_calculated_in_index,
    bg_color: topic.bgColor === '' ? null : topic.bgColor,
    questions: topic.questions.map((q) => ({
      ...(q.questionId === undefined ? {} : { id: q.questionId }),
      code: q.code.trim(),
      name: q.name.trim(),
      ...(q.isOpenEnded === undefined ? {} : { is_open_ended: q.isOpenEnded }),
    })),
  };
}

/**
 * The `PUT question-groups` topics (spec 2 §4, §7): every worker group's topics that have
 * questions; topics without questions are dropped. When none of a group's topics has questions,
 * its named commitment topic is still sent (the server drops it too), so that the server clears
 * the group's stored topics rather than leaving them untouched.
 */
export function topicsToSave(values: QuestionsFormValues, surveyDateId: number): TopicInput[] {
  return values.groups.flatMap((group) => {
    const kept = group.topics.filter((topic) => topic.questions.length > 0);
    const sent = kept.length
      ? kept
      : group.topics.filter((topic) => topic.is_commitment && topic.name.trim() !== '').slice(0, 1);
    return sent.map((topic) => toInput(topic, surveyDateId, group.workerGroupId));
  });
}

/** The text of the provider survey item with this code, to fill an empty question name; undefined when unknown. */
export function providerItemTitle(code: string, items: readonly ProviderQuestion[]): string | undefined {
  const wanted = code.trim();
  return wanted ? items.find((item) => item.id === wanted)?.title : undefined;
}

/** One statement a question can be set to: the provider item code and what the admin reads. */
export interface StatementOption {
  /** The provider item code, stored as the question's code. */
  readonly value: string;
  /** The statement text. */
  readonly label: string;
  /** The code, searchable but not shown. */
  readonly keywords: string;
  /** Whether another question of the worker group already uses it. */
  readonly disabled?: boolean;
  /** Why it is disabled, or that a stored code is not in the survey. */
  readonly description?: string;
}

/**
 * The statements a question of a worker group can be set to (spec 2 §7): the provider survey's
 * items, those used by the group's other questions disabled with `usedNote`; a stored code not in
 * the survey comes first, named by its question text, with `notInSurveyNote`, so that it still shows.
 */
export function statementOptions(
  items: readonly ProviderQuestion[],
  usedElsewhere: ReadonlySet<string>,
  current: Pick<QuestionDraft, 'code' | 'name'>,
  notes: { readonly usedNote: string; readonly notInSurveyNote: string; readonly openEndedNote?: string },
): StatementOption[] {
  const code = current.code.trim();
  const options: StatementOption[] = items.map((item) =>
    usedElsewhere.has(item.id) && item.id !== code
      ? { value: item.id, label: item.title, keywords: item.id, disabled: true, description: notes.usedNote }
      : item.open_ended && notes.openEndedNote
        ? { value: item.id, label: item.title, keywords: item.id, description: notes.openEndedNote }
        : { value: item.id, label: item.title, keywords: item.id },
  );
  if (code === '' || items.some((item) => item.id === code)) return options;
  const stored = { value: code, label: current.name.trim() || code, keywords: code };
  return [{ ...stored, description: notes.notInSurveyNote }, ...options];
}

/** The trimmed, non-empty codes of a worker group's questions, but for the one at `except` (topic, question). */
export function codesInGroup(
  topics: readonly Pick<TopicDraft, 'questions'>[],
  except: { readonly topic: number; readonly question: number },
): Set<string> {
  const codes = new Set<string>();
  topics.forEach((topic, i) => {
    topic.questions.forEach((question, q) => {
      const code = question.code.trim();
      if (code !== '' && !(i === except.topic && q === except.question)) codes.add(code);
    });
  });
  return codes;
}
