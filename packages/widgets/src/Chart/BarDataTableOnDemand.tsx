import { type ComponentType, useEffect, useState } from 'react';
import { onDemand } from '../embed/on-demand';

/**
 * The bars' data table's code (BarDataTable.tsx), loaded right after a chart first draws: the bars never
 * wait for it (docs/releasing.md "Size budgets"), and the table follows them a moment later, as its
 * deferred render always did.
 */
const loadTable = onDemand(async () => (await import('./BarDataTable')).BarDataTable);
let loaded: ComponentType | null = null;

/** The bars' data table, its code fetched once, when the first chart mounts. */
export function BarDataTableOnDemand() {
  const [Table, setTable] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Table) return;
    let live = true;
    loadTable().then(
      (component) => {
        loaded = component;
        if (live) setTable(() => component);
      },
      // the network dropped: the marks keep their accessible names; the next chart to mount asks again
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Table]);
  // busy until the table is there: the report page prints once nothing is busy (docs/reports.md)
  return Table ? <Table /> : <span aria-busy="true" hidden />;
}
