import type { AdminGraphExplanationsPayload, EnabledGraphs } from '@pulzus/core';
import { GRAPH_SLUGS } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { saveEnabledGraphs, saveGraphExplanations } from '../domains/graph-settings/graph-texts.queries';
import { parseDataNameKey } from '../domains/translations/data-names';
import { accountDataNames, loadOverrides } from '../domains/translations/translations.queries';
import { DEMO_NAMES_EN, DEMO_STATEMENTS_EN } from './demo-english';

/** Explanations of a few demo graphs in Hungarian and English (spec 2 §2 Graph settings). */
export const DEMO_GRAPH_EXPLANATIONS: AdminGraphExplanationsPayload['graph_explanations'] = {
  hu: {
    participation_rate:
      'A kitöltési arány egységenként: a válaszadók száma a létszámhoz képest. Csak darabszámokat mutat, válaszokat nem.',
    commitment_total:
      'Az elkötelezettségi index a pozitív (5-ös és 6-os) válaszok aránya az elkötelezettség témakör állításaira, munkavállalói csoportonként és összesen.',
    satisfaction_total:
      'Témakörönként a pozitív válaszok aránya; az elégedettségi index az indexbe számító témakörök összes válaszából számol.',
    total: 'Minden állítás pozitív válaszaránya, a legutóbbi felmérés szerint csökkenő sorrendben.',
    heatmap:
      'Soronként egy csoport, oszloponként egy index. A színek a vállalati értékhez (Összesen sor) mérnek: piros az alatta, zöld a felette lévő csoport. Az öt főnél kisebb csoportok értékei rejtettek.',
    key_drivers:
      'Mely témakörök és állítások járnak együtt az elkötelezettséggel. A hatás a kitöltők válaszainak és elkötelezettségi pontszámuknak (az elkötelezettségi állításokra adott válaszaik átlagának) a korrelációja, az eredmény a pozitív válaszok aránya. A nagy hatású, alacsony eredményű pontok a prioritások. A hatás csak legalább 30 kitöltőből számít.',
    trends:
      'Az elkötelezettségi és az elégedettségi index, valamint az indexbe számító témakörök alakulása minden felmérésen át. A jel (▲ 4, ▼ 3) az előző felmérés óta bekövetkezett változás százalékpontban; halványan jelenik meg, ha a csoportok létszámához képest túl kicsi ahhoz, hogy bármit jelentsen (a két arány különbségének 95%-os hibahatárán belül marad).',
  },
  en: {
    participation_rate:
      'Participation per unit: respondents compared with the headcount. It shows counts only, never answers.',
    commitment_total:
      'The engagement index is the share of positive answers (5 and 6) to the commitment topic’s statements, per worker group and in total.',
    satisfaction_total:
      'The share of positive answers per topic; the satisfaction index pools every answer of the topics counted in the index.',
    total: 'The positive share of every statement, highest first by the latest survey.',
    heatmap:
      'One row per group, one column per index. Colours compare each group with the company (the Total row): red below, green above. Values of groups smaller than five people are hidden.',
    key_drivers:
      'Which topics and statements go together with engagement. Impact is the correlation between respondents’ answers and their engagement score (the mean of their answers to the engagement statements); score is the share of positive answers. High-impact, low-score points are the priorities. Impact needs at least 30 respondents.',
    trends:
      'How the engagement index, the satisfaction index and each topic counted in the index moved over every survey. The sign (▲ 4, ▼ 3) is the change since the previous survey in percentage points; it is drawn faint when it is too small to mean anything for groups of this size (within the 95 % margin of the difference of two shares).',
  },
};

/**
 * The demo account's graph settings (spec 2 §2): every graph enabled and the explanations above, each
 * stored only when the account has none yet, so an admin's later edits are kept; and its English names
 * ({@link configureDemoEnglish}).
 */
export async function configureDemoAccount(db: Kysely<Database>, accountId: number): Promise<void> {
  const flags = await db
    .selectFrom('account_enabled_graphs')
    .select('graph_slug')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!flags) {
    const all = Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, true])) as EnabledGraphs;
    await saveEnabledGraphs(db, accountId, all);
  }
  const texts = await db
    .selectFrom('graph_explanations')
    .select('graph_slug')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!texts) await saveGraphExplanations(db, accountId, DEMO_GRAPH_EXPLANATIONS);
  await configureDemoEnglish(db, accountId);
}

/**
 * The demo account's English names (docs/i18n.md "Data names"): every worker group, demography, answer, topic and
 * statement of its data gets its English text (`demo-english.ts`) where it has none yet, so the English demo is
 * English and an admin's later edits are kept. Runs once its dates are configured (the names exist then).
 */
export async function configureDemoEnglish(db: Kysely<Database>, accountId: number): Promise<number> {
  const [names, stored, english] = await Promise.all([
    accountDataNames(db, accountId),
    loadOverrides(db, accountId, 'data'),
    db.selectFrom('languages').select('id').where('code', '=', 'en').executeTakeFirst(),
  ]);
  if (!english) return 0;
  const rows = names.flatMap(({ key, name }) => {
    const kind = parseDataNameKey(key)?.kind;
    const text =
      kind === 'question' ? DEMO_STATEMENTS_EN[name] : kind ? DEMO_NAMES_EN[kind][name] : undefined;
    return text === undefined || stored.en[key] !== undefined
      ? []
      : [{ account_id: accountId, key, language_id: english.id, text }];
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('translations')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
  return rows.length;
}
