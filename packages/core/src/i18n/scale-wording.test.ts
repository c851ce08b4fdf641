import { describe, expect, it } from 'vitest';
import { messages } from './catalogue';

// spec 2 §9 and docs/graphs.md "Vocabulary": answers 3 and 4 are the middle zone of a six-point scale, which has no
// neutral midpoint; the explanations page says so, and the charts' legend must not contradict it
describe('the middle band is named as the explanations page explains the scale', () => {
  const cases = [
    { language: 'hu', zone: 'középső', denied: 'semleges' },
    { language: 'en', zone: 'middle', denied: 'neutral' },
  ] as const;

  it.each(cases)(
    '$language: the legend says "$zone (3–4)" and never "$denied"',
    ({ language, zone, denied }) => {
      const legend = messages[language]['graph-series-middle'];
      const explanation = messages[language]['explanations-scale-body'].toLowerCase();
      expect(legend.toLowerCase()).toContain(zone);
      expect(legend).toContain('(3–4)');
      expect(explanation).toContain(zone);
      // the explanation names the word only to deny it ("no neutral midpoint")
      expect(explanation).toContain(denied);
      expect(legend.toLowerCase()).not.toContain(denied);
    },
  );
});
