import { plainText } from '../../questions/questions.service';
import { choicePosition } from '../response-mapping';

/**
 * How a cell can answer an item: a choice position, or a choice text (→ its position; null for an
 * N/A choice or the "other" option, which are no answer).
 */
export interface AnswerLookup {
  readonly positions: ReadonlySet<number>;
  readonly texts: ReadonlyMap<string, number | null>;
}

/** One question of a design with the texts its export columns and cells are matched by. */
export interface DesignQuestion {
  readonly id: string;
  readonly family: string;
  readonly visible: boolean;
  /** The heading as a {@link matchText}. */
  readonly heading: string;
  /** The "other" option's text as a {@link matchText}; null without one. */
  readonly otherText: string | null;
  readonly rows: readonly { readonly id: string; readonly text: string; readonly visible: boolean }[];
  readonly answers: AnswerLookup;
}

/** A stored survey design as the provider's export shows it. */
export interface ExportDesign {
  /** Questions in page and question order, the order of the export's columns. */
  readonly questions: readonly DesignQuestion[];
  /** The custom variables' names and labels as {@link matchText}s: the export's metadata columns. */
  readonly customVariables: ReadonlySet<string>;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;
const arr = (v: unknown): Json[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : [];
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const byPosition = (items: Json[]): Json[] =>
  items
    .map((item, index) => ({
      item,
      index,
      position: typeof item.position === 'number' ? item.position : index,
    }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ item }) => item);

/**
 * A text as export columns and cells are compared: Unicode NFC, without HTML tags or entities, on
 * one line, trimmed (provider-api.md §8.14), in lower case, so a heading typed with a tag in the
 * design matches the export's plain heading and a retyped choice text its choice.
 */
export function matchText(text: string): string {
  return plainText(text.normalize('NFC')).toLowerCase();
}

/**
 * Adds a choice text under its {@link matchText}, and as the export writes it (plain, case kept)
 * so that most cells are found without normalising them; the first choice of a text wins.
 */
function addText(texts: Map<string, number | null>, text: string, position: number | null): void {
  for (const key of new Set([plainText(text.normalize('NFC')), matchText(text)])) {
    if (key && !texts.has(key)) texts.set(key, position);
  }
}

/**
 * Reads a stored `/details` answer (provider-api §3.4) for matching an export: per question its
 * heading, rows, "other" text and choices, with the same positions as the provider import
 * (`choicePosition`); unknown fields are ignored (provider-api §8.13).
 */
export function exportDesign(details: unknown): ExportDesign {
  const questions: DesignQuestion[] = [];
  for (const page of byPosition(arr(obj(details).pages))) {
    for (const question of byPosition(arr(page.questions))) {
      const id = str(question.id);
      if (!id) continue;
      const answers = obj(question.answers);
      const positions = new Set<number>();
      const texts = new Map<string, number | null>();
      arr(answers.choices).forEach((choice, index) => {
        if (!str(choice.id)) return;
        const position = choicePosition(choice, index);
        if (position !== null) positions.add(position);
        addText(texts, str(choice.text) ?? '', position);
      });
      const other = str(obj(answers.other).text);
      // an "other" answer is a text, left out as the provider import leaves it out (docs/import.md)
      if (other) addText(texts, other, null);
      questions.push({
        id,
        family: String(question.family ?? ''),
        visible: question.visible !== false,
        heading: matchText(str(arr(question.headings)[0]?.heading) ?? ''),
        otherText: other ? matchText(other) : null,
        rows: byPosition(arr(answers.rows)).flatMap((row) => {
          const rowId = str(row.id);
          return rowId
            ? [{ id: rowId, text: matchText(str(row.text) ?? ''), visible: row.visible !== false }]
            : [];
        }),
        answers: { positions, texts },
      });
    }
  }
  const customVariables = new Set<string>();
  for (const [name, label] of Object.entries(obj(obj(details).custom_variables))) {
    customVariables.add(matchText(name));
    if (typeof label === 'string') customVariables.add(matchText(label));
  }
  return { questions, customVariables };
}
