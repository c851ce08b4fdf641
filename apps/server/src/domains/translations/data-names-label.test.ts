import { describe, expect, it } from 'vitest';
import { DataNames, dataNameKey, parseDataNameKey, translateGraphResponse } from './data-names';

// docs/i18n.md "Data names": keys by kind and stored name; graph labels looked up without their kind

describe('data-name keys', () => {
  it('read back their kind and the whole stored name, dots and all; other keys and empty names are none', () => {
    expect(parseDataNameKey(dataNameKey('question', 'A munkám értelmes. Fontos.'))).toEqual({
      kind: 'question',
      name: 'A munkám értelmes. Fontos.',
    });
    expect(parseDataNameKey('data.demography-answer.Nő')).toEqual({ kind: 'demography-answer', name: 'Nő' });
    expect(parseDataNameKey('common-save')).toBeNull();
    expect(parseDataNameKey('data.colour.Kék')).toBeNull();
    expect(parseDataNameKey('data.topic. ')).toBeNull();
  });
});

describe('DataNames', () => {
  const names = new DataNames([
    ['data.demography.Nem', 'Gender'],
    ['data.demography-answer.Nem', 'No'],
    ['data.demography-answer.Budapest – központ', 'Budapest – head office'],
    ['data.demography-answer.Gyártás', 'Production'],
    ['data.topic.Vezetés', ''],
    ['common-save', 'Store'],
  ]);

  it('names a name of a kind by its own text, else as stored (a blank text is none)', () => {
    expect(names.of('demography', 'Nem')).toBe('Gender');
    expect(names.of('demography-answer', 'Nem')).toBe('No');
    expect(names.of('topic', 'Vezetés')).toBe('Vezetés');
    expect(names.of('worker-group', 'Nem')).toBe('Nem');
  });

  it("a graph label takes an answer's text before a demography's, and a unit's label part by part", () => {
    expect(names.label('Nem')).toBe('No');
    expect(names.label('Budapest – központ / Gyártás')).toBe('Budapest – head office / Production');
    expect(names.label('2025. március')).toBe('2025. március');
  });

  it("translates an answer's categories, series and stacks, and leaves an answer alone without texts", () => {
    const response = {
      graph_data: [{ name: 'Gyártás', data: [1], stack: 'Nem' }],
      graph_meta: { categories: ['Budapest – központ'], categories_colors: [null], worker_count: 9 },
      warnings: [],
    };
    expect(translateGraphResponse(response, names)).toMatchObject({
      graph_data: [{ name: 'Production', stack: 'No', data: [1] }],
      graph_meta: { categories: ['Budapest – head office'], worker_count: 9 },
    });
    expect(translateGraphResponse(response, new DataNames())).toBe(response);
  });
});
