import { type Demography, LANGUAGE_CODES, type LanguageCode } from '@pulzus/core';
import { routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type DimensionsDraft,
  dimensionsDraftOf,
  type EnabledDraft,
  enabledDraftOf,
  type TextsDraft,
  textsDraftOf,
} from './graph-settings-draft';

const NO_DEMOGRAPHIES: readonly Demography[] = [];

/** The query state of a part of the screen. */
export type LoadStatus = 'pending' | 'error' | 'success';

function combined(queries: readonly { isPending: boolean; isError: boolean; error: unknown }[]) {
  const failed = queries.find((query) => query.isError);
  const status: LoadStatus = failed
    ? 'error'
    : queries.some((query) => query.isPending)
      ? 'pending'
      : 'success';
  return { status, error: failed?.error };
}

/**
 * The account-wide data of the graph settings screen, keyed by the session account (spec 2 §2):
 * every survey date, the enabled flags, every language's explanations and the account's languages
 * (explanations are edited in those, Hungarian first).
 */
export function useGraphSettingsData() {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const dates = useQuery(routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }));
  const enabled = useQuery(routeQuery(client, aid, 'enabledGraphs'));
  const texts = useQuery(routeQuery(client, aid, 'adminGraphExplanations'));
  const languages = useQuery(routeQuery(client, aid, 'accountLanguages'));
  const codes = useMemo<LanguageCode[]>(() => {
    const own = new Set(languages.data?.languages.map((language) => language.code));
    const shown = LANGUAGE_CODES.filter((code) => own.has(code));
    return shown.length > 0 ? shown : [LANGUAGE_CODES[0]];
  }, [languages.data]);
  const enabledSource = useMemo<EnabledDraft | undefined>(
    () => (enabled.data ? enabledDraftOf(enabled.data.enabled_graphs) : undefined),
    [enabled.data],
  );
  const textsSource = useMemo<TextsDraft | undefined>(
    () => (texts.data ? textsDraftOf(texts.data.graph_explanations, codes) : undefined),
    [texts.data, codes],
  );
  return {
    ...combined([dates, enabled, texts, languages]),
    surveyDates: dates.data?.survey_dates ?? [],
    languages: codes,
    enabled: enabledSource,
    texts: textsSource,
  };
}

/** The dimension rows of one survey date with its demographies, whose names label the rows. */
export function useGraphDimensionsData(surveyDateId: number | null) {
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const id = surveyDateId ?? 0;
  const dimensions = useQuery({
    ...routeQuery(client, aid, 'graphDimensions', { params: { id } }),
    select: (r) => r.grouped_graph_dimensions,
    enabled: surveyDateId !== null,
  });
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', { params: { id } }),
    select: (r) => r.demographies,
    enabled: surveyDateId !== null,
  });
  const source = useMemo<DimensionsDraft | undefined>(
    () =>
      dimensions.data && demographies.data
        ? dimensionsDraftOf(dimensions.data, id, demographies.data)
        : undefined,
    [dimensions.data, demographies.data, id],
  );
  return {
    ...combined([dimensions, demographies]),
    demographies: demographies.data ?? NO_DEMOGRAPHIES,
    dimensions: source,
  };
}
