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
  /** The company's score (a filtered population's answer only, `graph_meta.company_scores`), else null. */
  readonly companyScore: number | null;
  /** Pearson's r with the engagement score, null when withheld or undefined (answers that do not vary). */
  readonly impact: number | null;
  /** Whether a privacy rule or the minimum population withheld its score or its impact. */
  readonly withheld: boolean;
  /** Its quadrant among the drawn points of its kind, null when it is not drawn (a value missing). */
  readonly quadrant: DriverQuadrant | null;
}

/**
 * Where the quadrants divide: the median score and the median impact of the points drawn; on a filtered
 * population the median of the company's scores of those points.
 */
export interface DriverDividers {
  readonly score: number;
  readonly impact: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The dividing lines of a set of drawn points (both values shown): the median of their scores and the
 * median of their impacts, so the lines split the points on the chart whatever their spread; on a
 * filtered population (points with a company score) the score line is the median of the company's
 * scores instead (docs/graphs.md "Key drivers"); null when no point is drawn.
 */
export function driverDividers(
  points: readonly {
    readonly score: number | null;
    readonly impact: number | null;
    readonly companyScore?: number | null;
  }[],
): DriverDividers | null {
  const drawn = points.filter((p) => p.score !== null && p.impact !== null);
  if (drawn.length === 0) return null;
  // a filtered population is judged by the company's standard: its own median would call the best of a
  // low-scoring site a strength
  const company = drawn.flatMap((p) => (p.companyScore == null ? [] : [p.companyScore]));
  return {
    score: median(company.length > 0 ? company : drawn.map((p) => p.score!)),
    impact: median(drawn.map((p) => p.impact!)),
  };
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
  const company = response.graph_meta.company_scores;
  const raw = categories.map((name, index) => {
    const parent = parents[index] ?? null;
    return {
      index,
      name,
      parent,
      topicName: parent === null ? name : (categories[parent] ?? name),
      colour: colours[index] ?? null,
      score: scores?.data[index] ?? null,
      companyScore: company?.[index] ?? null,
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

/** The order of the quadrants in the focus list: what to act on first. */
const FOCUS_ORDER: Record<DriverQuadrant, number> = { priorities: 0, strengths: 1, monitor: 2, maintain: 3 };

/**
 * The drawn points of one kind (topics, or items) as the focus list ranks them (docs/graphs.md "Key drivers",
 * "Focus areas"): by quadrant — priorities, strengths, monitor, maintain — and within one by focus, the
 * impact's z-score minus the score's among those points (high impact and low score first); ties by name.
 */
export function focusRanking(points: readonly DriverPoint[]): DriverPoint[] {
  const drawn = points.filter((p) => p.quadrant !== null);
  const z = (values: readonly number[]) => {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    return values.map((v) => (sd === 0 ? 0 : (v - mean) / sd));
  };
  const impact = z(drawn.map((p) => p.impact!));
  const score = z(drawn.map((p) => p.score!));
  const focus = new Map(drawn.map((p, i) => [p.index, impact[i]! - score[i]!]));
  return drawn.sort(
    (a, b) =>
      FOCUS_ORDER[a.quadrant!] - FOCUS_ORDER[b.quadrant!] ||
      focus.get(b.index)! - focus.get(a.index)! ||
      a.name.localeCompare(b.name),
  );
}
