import type { GraphResponse, TopicColor } from '../schemas/graph-response';

/** The four quadrants of the key-drivers chart, in reading order (docs/graphs.md "Key drivers"). */
export const DRIVER_QUADRANTS = ['priorities', 'strengths', 'monitor', 'maintain'] as const;

/** A quadrant: high impact and low score = priorities, high both = strengths, and so on. */
export type DriverQuadrant = (typeof DRIVER_QUADRANTS)[number];

/** One topic or item of a `key_drivers` answer, with its quadrant among the points of its kind. */
export interface DriverPoint {
  /** Its position in `graph_meta.categories`. */
  readonly index: number;
  readonly name: string;
  /** The position of its topic (an item), or null (a topic). */
  readonly parent: number | null;
  /** Its topic's name, or its own for a topic. */
  readonly topicName: string;
  readonly colour: TopicColor | null;
  /** The index (whole percent), null when withheld. */
  readonly score: number | null;
  /** Pearson's r with the engagement score, null when withheld or undefined (answers that do not vary). */
  readonly impact: number | null;
  /** Whether a privacy rule or the minimum population withheld its score or its impact. */
  readonly withheld: boolean;
  /** Its quadrant among the drawn points of its kind, null when it is not drawn (a value missing). */
  readonly quadrant: DriverQuadrant | null;
}

/** Where the quadrants divide: the mean score and the median impact of the points drawn. */
export interface DriverDividers {
  readonly score: number;
  readonly impact: number;
}

/**
 * The dividing lines of a set of drawn points (both values shown): the mean of their scores and the
 * median of their impacts (docs/graphs.md "Key drivers": why the mean score, not the satisfaction
 * index); null when no point is drawn.
 */
export function driverDividers(
  points: readonly { readonly score: number | null; readonly impact: number | null }[],
): DriverDividers | null {
  const drawn = points.filter((p) => p.score !== null && p.impact !== null);
  if (drawn.length === 0) return null;
  const score = drawn.reduce((sum, p) => sum + p.score!, 0) / drawn.length;
  const impacts = drawn.map((p) => p.impact!).sort((a, b) => a - b);
  const middle = impacts.length >> 1;
  const impact = impacts.length % 2 === 1 ? impacts[middle]! : (impacts[middle - 1]! + impacts[middle]!) / 2;
  return { score, impact };
}

/** The quadrant of a drawn point; a point on a line counts as high. */
export function driverQuadrant(score: number, impact: number, dividers: DriverDividers): DriverQuadrant {
  const highImpact = impact >= dividers.impact;
  const highScore = score >= dividers.score;
  if (highImpact) return highScore ? 'strengths' : 'priorities';
  return highScore ? 'maintain' : 'monitor';
}

/**
 * The points of a `key_drivers` answer (series 0 the score, series 1 the impact; docs/graphs.md
 * "Key drivers"), each with its quadrant among the drawn points of its kind — topics among topics,
 * items among items — so the widget, its table and the xlsx export agree.
 */
export function driverPoints(response: GraphResponse): DriverPoint[] {
  const { categories, categories_colors: colours, category_parents: parents = [] } = response.graph_meta;
  const [scores, impacts] = response.graph_data;
  const raw = categories.map((name, index) => {
    const parent = parents[index] ?? null;
    return {
      index,
      name,
      parent,
      topicName: parent === null ? name : (categories[parent] ?? name),
      colour: colours[index] ?? null,
      score: scores?.data[index] ?? null,
      impact: impacts?.data[index] ?? null,
      withheld: scores?.withheld?.[index] === true || impacts?.withheld?.[index] === true,
    };
  });
  const topicDividers = driverDividers(raw.filter((p) => p.parent === null));
  const itemDividers = driverDividers(raw.filter((p) => p.parent !== null));
  return raw.map((point) => {
    const dividers = point.parent === null ? topicDividers : itemDividers;
    const quadrant =
      point.score === null || point.impact === null || dividers === null
        ? null
        : driverQuadrant(point.score, point.impact, dividers);
    return { ...point, quadrant };
  });
}
