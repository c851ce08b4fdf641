import type { Topic, WorkerGroup } from '@pulzus/core';
import { Switch, useRouteMutation, useT } from '@pulzus/widgets';
import type { Invalidation } from '@pulzus/widgets';
import styled from 'styled-components';
import { useNotify } from '../shared/useNotify';
import { Note } from './questions-styles';

/** Props of {@link CommentQuestions}. */
export interface CommentQuestionsProps {
  /** The worker groups, in order. */
  workerGroups: readonly WorkerGroup[];
  /** The stored topics by worker group id. */
  topics: ReadonlyMap<number, readonly Topic[]>;
  /** What a switch reloads (the date's topics). */
  reloads: readonly Invalidation[];
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Where = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The open-ended questions of the date with their "show comments" switch (docs/privacy.md "Comments"): each
 * stored open-ended question, with its worker group and topic; switching saves at once (`PUT
 * questions/{id}/comments`), also on a date that has responses, since it changes no data, only what users see.
 */
export function CommentQuestions({ workerGroups, topics, reloads }: CommentQuestionsProps) {
  const { t } = useT();
  const notify = useNotify();
  const toggle = useRouteMutation('questionComments', {
    invalidates: reloads,
    onSuccess: () => notify.success('toast-comments-switch-saved'),
    onError: () => notify.danger('toast-comments-switch-error'),
  });
  const rows = workerGroups.flatMap((group) =>
    (topics.get(group.id) ?? []).flatMap((topic) =>
      topic.questions.filter((q) => q.is_open_ended).map((question) => ({ group, topic, question })),
    ),
  );
  return (
    <section aria-label={t('admin-questions-comments-title')} data-component="Pulzus.CommentQuestions">
      <h2>{t('admin-questions-comments-title')}</h2>
      {rows.length === 0 ? (
        <Note data-state="empty">{t('admin-questions-comments-none')}</Note>
      ) : (
        <List>
          {rows.map(({ group, topic, question }) => (
            <li key={question.id}>
              <Switch
                label={question.name}
                checked={question.show_comments === true}
                disabled={toggle.isPending}
                onCheckedChange={(checked) =>
                  toggle.mutate({ params: { id: question.id }, body: { show_comments: checked } })
                }
              />{' '}
              <Where>
                {group.name} · {topic.name || t('admin-questions-comments-untitled-topic')}
              </Where>
            </li>
          ))}
        </List>
      )}
      <Note>{t('admin-questions-comments-hint')}</Note>
    </section>
  );
}
