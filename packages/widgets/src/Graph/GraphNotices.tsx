import { type ChartGraphSlug, type GraphResponse, type GraphWarning, graphNotices } from '@pulzus/core';
import { useT } from '../session/useT';

/** Props of {@link GraphNotices}. */
export interface GraphNoticesProps {
  /** The graph answer shown (null while there is none). */
  data: GraphResponse | null;
  /** The warnings of the answer and the client's own. */
  warnings: readonly GraphWarning[];
  /** The graph: the key drivers name their own minimum for an impact. */
  slug: ChartGraphSlug;
}

/**
 * The lines above a graph: its warnings, and one line per reason its values are withheld — "fewer than 5 people
 * answered", "to protect a smaller group", "remove a filter" (docs/privacy.md "Reasons") — in place of the privacy
 * warnings, which said the minimum was not met also where a value only covers a smaller group.
 */
export function GraphNotices({ data, warnings, slug }: GraphNoticesProps) {
  const { t } = useT();
  return graphNotices(data, warnings, slug).map((notice) =>
    notice.kind === 'warning' ? (
      <p key={notice.key} role="status" className="pulzus-graph-alert" data-warning={notice.key}>
        {t(notice.key)}
      </p>
    ) : (
      <p
        key={`${notice.reason}-${notice.k}`}
        role="status"
        className="pulzus-graph-alert"
        data-withheld-reason={notice.reason}
      >
        {t(notice.key, { k: notice.k })}
      </p>
    ),
  );
}
