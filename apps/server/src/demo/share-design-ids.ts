import type { SurveyRecord } from '@pulzus/provider-sim';

/**
 * Gives generated surveys one shared design, as a company re-running the same provider survey for
 * every worker group and half year: the same page title, question position, statement text and
 * choice position get the same provider id in every survey. Item codes (`questionId:rowId`) and
 * survey-type demography codes (a question id) then match across worker groups and survey dates,
 * as graphs.md "Matching across survey dates" expects. Mutates the surveys in place; a response's
 * free texts follow their question's new id.
 */
export function shareDesignIds(surveys: readonly SurveyRecord[]): void {
  const idOfKey = new Map<string, string>();
  const keyOfId = new Map<string, string>();
  const assign = (key: string, own: string): string => {
    const known = idOfKey.get(key);
    if (known !== undefined) return known;
    let id = own;
    // two seeds may draw the same number for different things: keep ids unique per meaning
    while (keyOfId.has(id)) id = `${id}7`;
    idOfKey.set(key, id);
    keyOfId.set(id, key);
    return id;
  };
  for (const survey of surveys) {
    const renamed = new Map<string, string>();
    for (const page of survey.pages) {
      page.id = assign(`page:${page.title}`, page.id);
      for (const question of page.questions) {
        const key = `question:${page.title}:${question.position}`;
        const id = assign(key, question.id);
        renamed.set(question.id, id);
        question.id = id;
        for (const choice of question.choices) {
          choice.id = assign(`${key}:choice:${choice.position}`, choice.id);
        }
        for (const row of question.rows) row.id = assign(`row:${row.text}`, row.id);
        if (question.other) question.other.id = assign(`${key}:other`, question.other.id);
      }
    }
    for (const response of survey.responses) {
      if (response.texts.size === 0) continue;
      response.texts = new Map(
        [...response.texts].map(([questionId, text]) => [renamed.get(questionId) ?? questionId, text]),
      );
    }
  }
}
