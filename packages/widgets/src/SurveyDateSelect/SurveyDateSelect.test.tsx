import { messages } from '@pulzus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTextsTranslator, TranslatorContext } from '../session/translator';
import { renderWidget } from '../testing/render';
import { SurveyDateSelect } from './SurveyDateSelect';

const DATES = [
  { id: 1, date: '2026-03-01' },
  { id: 2, date: '2025-09-01' },
  { id: 3, date: '2025-03-01' },
];

/** How wide the input's placeholder is drawn, in its own font. */
function placeholderWidth(input: HTMLInputElement): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = getComputedStyle(input).font;
  return context.measureText(input.placeholder).width;
}

/** The room the input gives its text: its width less its padding. */
function textRoom(input: HTMLInputElement): number {
  const style = getComputedStyle(input);
  return input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
}

describe('the survey-date select fits its placeholder (spec 2 §2 sidebar)', () => {
  // the sidebar's field on a 1440 px laptop (where one chosen date left "Időpont hozzáa") and on a 390 px phone
  const cases = (['hu', 'en'] as const).flatMap((language) =>
    [
      { width: 282, chosen: [1] },
      { width: 282, chosen: [1, 2] },
      { width: 366, chosen: [1, 2] },
    ].map((c) => ({ language, ...c })),
  );
  it.each(cases)(
    'shows "add a date" in full: $language, $width px, $chosen.length chosen',
    ({ language, width, chosen }) => {
      renderWidget(
        <TranslatorContext.Provider value={createTextsTranslator(messages[language], language)}>
          <div style={{ width }}>
            <SurveyDateSelect surveyDates={DATES} value={chosen} onValueChange={() => {}} maxSelection={3} />
          </div>
        </TranslatorContext.Provider>,
      );
      const input = screen.getByRole('combobox') as HTMLInputElement;
      expect(input.placeholder).toBe(messages[language]['graph-sidebar-add-survey-date']);
      expect(textRoom(input)).toBeGreaterThanOrEqual(placeholderWidth(input));
    },
  );
});
