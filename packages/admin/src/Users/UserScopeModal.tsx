import {
  latestSurveyDate,
  SCOPE_MAX_DIMENSIONS,
  type User,
  type UserScope,
  type UserScopeCheckResponse,
  zUserScope,
} from '@pulzus/core';
import {
  Alert,
  Button,
  Checkbox,
  Modal,
  routeQuery,
  useApiClient,
  useRouteMutation,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAdminMessages } from '../shared/useAdminMessages';
import { useNotify } from '../shared/useNotify';
import { USER_LISTS } from './useUserActions';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

/** Props of {@link UserScopeModal}. */
export interface UserScopeModalProps {
  /** The user whose scope is set. */
  user: User;
  /** Called when the popup closes. */
  onClose: () => void;
}

/** The popup's draft: worker group ids and, per demography code, the answer names kept (docs/privacy.md "Rule 10"). */
interface Draft {
  workerGroupIds: readonly number[];
  demographies: ReadonlyMap<string, readonly string[]>;
}

function draftOf(scope: UserScope | null | undefined): Draft {
  return {
    workerGroupIds: scope?.worker_group_ids ?? [],
    demographies: new Map((scope?.demographies ?? []).map((d) => [d.code, d.answers])),
  };
}

function scopeOf(draft: Draft, graphs: UserScope['graphs']): unknown {
  return {
    worker_group_ids: [...draft.workerGroupIds],
    demographies: [...draft.demographies]
      .filter(([, answers]) => answers.length > 0)
      .map(([code, answers]) => ({ code, answers: [...answers] })),
    ...(graphs ? { graphs } : {}),
  };
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/**
 * The scope popup of the users screen (docs/privacy.md "Rule 10", HR admin guide "Scopes"): worker groups and up
 * to two demographies of the latest date with the answers kept — a third dimension cannot be ticked, as the model
 * allows no more — the people the scope covers per date from `POST users/scope-check` with a "fewer than k"
 * warning before saving, and removing the scope. A scope's graphs list is kept as it was.
 */
export function UserScopeModal({ user, onClose }: UserScopeModalProps) {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const notify = useNotify();
  const titleId = useId();
  const current = useQuery(routeQuery(client, aid, 'usersScope', { params: { id: user.id } }));
  const groups = useQuery(routeQuery(client, aid, 'workerGroupsList'));
  const dates = useQuery(routeQuery(client, aid, 'surveyDatesList', { query: { all: true } }));
  const latest = latestSurveyDate(dates.data?.survey_dates ?? []);
  const demographies = useQuery({
    ...routeQuery(client, aid, 'demographiesList', { params: { id: latest?.id ?? 0 } }),
    enabled: latest !== undefined && latest !== null,
  });
  const save = useRouteMutation('usersScopeSave', { invalidates: ['usersScope', ...USER_LISTS] });
  const check = useRouteMutation('usersScopeCheck');
  const [edited, setEdited] = useState<Draft | null>(null);
  const [coverage, setCoverage] = useState<UserScopeCheckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const draft = edited ?? draftOf(current.data?.scope);
  const graphs = current.data?.scope?.graphs;

  const change = (next: Draft) => {
    setEdited(next);
    // what was checked belongs to the scope before this change
    setCoverage(null);
    setError(null);
  };
  const chosenDemographies = [...draft.demographies].filter(([, a]) => a.length > 0).map(([code]) => code);
  const dimensions = (draft.workerGroupIds.length > 0 ? 1 : 0) + chosenDemographies.length;
  const full = dimensions >= SCOPE_MAX_DIMENSIONS;

  const parsed = () => {
    const result = zUserScope.safeParse(scopeOf(draft, graphs));
    if (!result.success) {
      setError(t('admin-users-scope-error-empty'));
      return null;
    }
    return result.data;
  };

  const onCheck = async () => {
    const scope = parsed();
    if (!scope) return;
    try {
      setCoverage(await check.mutateAsync({ body: { scope } }));
    } catch {
      notify.danger('toast-user-scope-check-error');
    }
  };

  const store = async (scope: UserScope | null) => {
    try {
      await save.mutateAsync({ params: { id: user.id }, body: { scope } });
      notify.success(scope ? 'toast-user-scope-saved' : 'toast-user-scope-removed');
      onClose();
    } catch {
      notify.danger('toast-user-scope-save-error');
    }
  };

  const onSave = () => {
    const scope = parsed();
    if (scope) void store(scope);
  };

  const k = coverage?.min_group_size ?? 0;
  const small = coverage?.dates.filter((d) => d.withheld !== null || d.respondents === null) ?? [];
  const busy = save.isPending || check.isPending;
  const loading = current.isPending || groups.isPending || dates.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      state={busy ? 'submitting' : loading ? 'loading' : 'loaded'}
    >
      <h2 id={titleId}>{t('admin-users-scope-title', { name: user.name })}</h2>
      <p>{current.data?.scope ? t('admin-users-scope-is-scoped') : t('admin-users-scope-unscoped')}</p>
      <Group>
        <legend>{t('admin-users-scope-worker-groups')}</legend>
        {(groups.data?.worker_groups ?? []).map((group) => {
          const on = draft.workerGroupIds.includes(group.id);
          return (
            <Checkbox
              key={group.id}
              label={group.name}
              checked={on}
              disabled={!on && full && draft.workerGroupIds.length === 0}
              onCheckedChange={(checked) =>
                change({ ...draft, workerGroupIds: toggled(draft.workerGroupIds, group.id, checked) })
              }
            />
          );
        })}
      </Group>
      {(demographies.data?.demographies ?? []).map((demography) => {
        const kept = draft.demographies.get(demography.code) ?? [];
        return (
          <Group key={demography.id}>
            <legend>{demography.name}</legend>
            {demography.answers
              .filter((answer) => !answer.no_answer)
              .map((answer) => {
                const on = kept.includes(answer.name);
                return (
                  <Checkbox
                    key={answer.id}
                    label={answer.name}
                    checked={on}
                    disabled={!on && full && kept.length === 0}
                    onCheckedChange={(checked) => {
                      const next = new Map(draft.demographies);
                      next.set(demography.code, toggled(kept, answer.name, checked));
                      change({ ...draft, demographies: next });
                    }}
                  />
                );
              })}
          </Group>
        );
      })}
      {full ? <p>{t('admin-users-scope-two-dimensions')}</p> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {coverage ? (
        <section aria-label={t('admin-users-scope-covers')}>
          <h3>{t('admin-users-scope-covers')}</h3>
          <ul>
            {coverage.dates.map((date) => (
              <li key={date.survey_date_id}>
                {date.date}:{' '}
                {date.respondents === null
                  ? t('admin-users-scope-fewer-than-k', { k })
                  : t('admin-users-scope-respondents', { count: date.respondents })}
                {date.withheld === 'scope-complement-fewer-than-k'
                  ? ` (${t('admin-users-scope-complement-fewer-than-k', { k })})`
                  : null}
              </li>
            ))}
          </ul>
          {small.length > 0 ? <Alert tone="warning">{t('admin-users-scope-warning', { k })}</Alert> : null}
        </section>
      ) : null}
      <Actions>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void onCheck()}>
          {t('admin-users-scope-check')}
        </Button>
        <Button type="button" disabled={busy} onClick={onSave}>
          {t('common-save')}
        </Button>
        {current.data?.scope ? (
          <Button type="button" $variant="danger" disabled={busy} onClick={() => void store(null)}>
            {t('admin-users-scope-remove')}
          </Button>
        ) : null}
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('common-cancel')}
        </Button>
      </Actions>
    </Modal>
  );
}
