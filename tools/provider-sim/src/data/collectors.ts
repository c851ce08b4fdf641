import { DEPARTMENTS, SITES } from './demographics.ts';
import type { IdSource } from './ids.ts';
import type { Rng } from './rng.ts';
import type { CollectorRecord } from './types.ts';

const SITE_CODES = ['BUD', 'GYO', 'DEB', 'SZE', 'PEC'];
const LINK_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY = 86_400_000;

/** A web-link collector of one organisational unit (site × department) with its share of respondents. */
export interface UnitCollector {
  collector: CollectorRecord;
  site: number;
  department: number;
  weight: number;
}

function linkCode(rng: Rng): string {
  let code = '';
  for (let i = 0; i < 7; i++) code += LINK_ALPHABET[rng.int(0, LINK_ALPHABET.length - 1)];
  return code;
}

/** Builds 4–8 open web links, one per unit, plus a closed pilot link without responses. */
export function buildCollectors(rng: Rng, ids: IdSource, surveyId: string, opensAt: number): UnitCollector[] {
  const units: UnitCollector[] = [];
  const taken = new Set<string>();
  const count = rng.int(4, 8);
  const pilotCreated = opensAt - 5 * DAY;
  units.push({
    collector: {
      id: ids('collector'),
      survey_id: surveyId,
      name: 'Próbakitöltés (HR)',
      type: 'weblink',
      status: 'closed',
      url: `https://www.surveymonkey.com/r/${linkCode(rng)}`,
      date_created: pilotCreated,
      date_modified: pilotCreated + DAY,
      unit_code: 'TESZT',
    },
    site: 0,
    department: 5,
    weight: 0,
  });
  while (units.length - 1 < count) {
    const site = rng.weighted([4, 2, 1.5, 1, 1]);
    const department = rng.int(0, DEPARTMENTS.length - 1);
    const key = `${site}-${department}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const dept = DEPARTMENTS[department]!;
    const created = opensAt - DAY + rng.int(0, 3600) * 1000;
    units.push({
      collector: {
        id: ids('collector'),
        survey_id: surveyId,
        name: `${SITES[site]} – ${dept.name}`,
        type: 'weblink',
        status: 'open',
        url: `https://www.surveymonkey.com/r/${linkCode(rng)}`,
        date_created: created,
        date_modified: created,
        unit_code: `${SITE_CODES[site]}-${dept.code}`,
      },
      site,
      department,
      weight: 0.5 + rng.next() * 2 + (dept.blueCollar > 0.5 ? 1.5 : 0),
    });
  }
  return units;
}
