import { describe, expect, it } from 'vitest';
import { decisionKey, type MatchDate, type MatchDecision, matchItems } from './item-matching';
import { normaliseStatement, statementWords, wordSimilarity } from './item-text';

const A = 'Büszke vagyok arra, hogy itt dolgozom.';
const B = 'A vezetőm rendszeresen visszajelzést ad a munkámról.';
const C = 'Elégedett vagyok a fizetésemmel.';
const B_REWORDED = 'A közvetlen vezetőm rendszeresen ad visszajelzést a munkámról.';

const date = (id: number, ...surveys: [string, string][][]): MatchDate => ({
  id,
  surveys: surveys.map((items) => items.map(([code, text]) => ({ code, text }))),
});
const rowOf = (rows: ReturnType<typeof matchItems>, dateId: number, code: string) =>
  rows.find((r) => r.survey_date_id === dateId && r.source_code === code);

describe('statement texts (docs/import.md "Matching across survey dates")', () => {
  it('ignores case, whitespace and punctuation but keeps Hungarian accents', () => {
    expect(normaliseStatement('  Büszke VAGYOK arra,  hogy itt dolgozom!')).toBe(
      normaliseStatement('büszke vagyok arra hogy itt dolgozom'),
    );
    expect(normaliseStatement('A kor fontos')).not.toBe(normaliseStatement('A kör fontos'));
  });

  it('scores a rewording that keeps most words above a different statement', () => {
    const words = (t: string) => statementWords(normaliseStatement(t));
    expect(wordSimilarity(words(B), words(B_REWORDED))).toBeGreaterThan(0.8);
    expect(wordSimilarity(words(B), words(C))).toBeLessThan(0.3);
  });
});

describe('cross-wave matching', () => {
  it('continues an item with the same provider code on a later date (exact)', () => {
    const rows = matchItems([date(1, [['q1:r1', A]]), date(2, [['q1:r1', 'Changed text']])], new Map());
    expect(rowOf(rows, 2, 'q1:r1')).toMatchObject({ status: 'exact', stable_code: 'q1:r1', confidence: 1 });
  });

  it('continues a copied survey item with new ids by its identical statement text (text)', () => {
    const rows = matchItems(
      [
        date(1, [
          ['q1:r1', A],
          ['q1:r2', B],
        ]),
        date(2, [
          ['q9:r7', ` ${A.toUpperCase()} `],
          ['q9:r8', C],
        ]),
      ],
      new Map(),
    );
    expect(rowOf(rows, 2, 'q9:r7')).toMatchObject({
      status: 'text',
      stable_code: 'q1:r1',
      matched_survey_date_id: 1,
    });
    expect(rowOf(rows, 2, 'q9:r8')).toMatchObject({ status: 'new', stable_code: 'q9:r8' });
  });

  it('suggests a reworded statement but keeps it a new line until an admin accepts', () => {
    const rows = matchItems([date(1, [['q1:r2', B]]), date(2, [['q9:r8', B_REWORDED]])], new Map());
    const row = rowOf(rows, 2, 'q9:r8');
    expect(row).toMatchObject({ status: 'suggested', stable_code: 'q9:r8', suggested_code: 'q1:r2' });
    expect(row?.confidence).toBeGreaterThan(0.8);
  });

  it('an accepted or chosen match carries the earlier stable code, and later dates follow it', () => {
    const decisions = new Map<string, MatchDecision>([
      [decisionKey(2, 'q9:r8'), { status: 'confirmed', stable_code: 'q1:r2' }],
    ]);
    const rows = matchItems(
      [date(1, [['q1:r2', B]]), date(2, [['q9:r8', B_REWORDED]]), date(3, [['q5:r5', B_REWORDED]])],
      decisions,
    );
    expect(rowOf(rows, 2, 'q9:r8')).toMatchObject({
      status: 'confirmed',
      stable_code: 'q1:r2',
      decided: true,
    });
    expect(rowOf(rows, 3, 'q5:r5')).toMatchObject({ status: 'text', stable_code: 'q1:r2' });
  });

  it('a broken match starts a new line even when the provider code is the same', () => {
    const rows = matchItems(
      [date(1, [['q1:r1', A]]), date(2, [['q1:r1', A]])],
      new Map([[decisionKey(2, 'q1:r1'), { status: 'broken' } as MatchDecision]]),
    );
    const row = rowOf(rows, 2, 'q1:r1');
    expect(row).toMatchObject({ status: 'broken', decided: true });
    expect(row?.stable_code).not.toBe('q1:r1');
  });

  it('never gives two items of one survey the same stable code', () => {
    const rows = matchItems(
      [
        date(1, [['q1:r1', A]]),
        date(2, [
          ['q2:r1', A],
          ['q3:r1', A],
        ]),
      ],
      new Map(),
    );
    const codes = rows.filter((r) => r.survey_date_id === 2).map((r) => r.stable_code);
    expect(new Set(codes).size).toBe(2);
    expect(codes).toContain('q1:r1');
  });

  it('gives the same statement in two worker groups surveys of one date one stable code', () => {
    const rows = matchItems([date(1, [['q1:r1', A]], [['q7:r4', A]])], new Map());
    expect(rowOf(rows, 1, 'q7:r4')).toMatchObject({ status: 'text', stable_code: 'q1:r1' });
  });

  it('does not suggest a stable code the survey already continues', () => {
    const rows = matchItems(
      [
        date(1, [['q1:r2', B]]),
        date(2, [
          ['q9:r2', B],
          ['q9:r3', B_REWORDED],
        ]),
      ],
      new Map(),
    );
    expect(rowOf(rows, 2, 'q9:r2')).toMatchObject({ status: 'text', stable_code: 'q1:r2' });
    expect(rowOf(rows, 2, 'q9:r3')).toMatchObject({ status: 'new', suggested_code: null });
  });
});
