import type { UserScope, WorkerGroup } from '@pulzus/core';

/**
 * A scope in one line for the users list (docs/privacy.md "Rule 10"): the worker groups by name, then each
 * demography as "code: answer, answer", joined by " · ". The list filters by this text too, so two users with the
 * same scope show and filter alike.
 */
export function scopeSummary(scope: UserScope, groups: readonly WorkerGroup[]): string {
  const names = new Map(groups.map((group) => [group.id, group.name]));
  const parts: string[] = [];
  if (scope.worker_group_ids.length > 0)
    parts.push(scope.worker_group_ids.map((id) => names.get(id) ?? `#${id}`).join(', '));
  for (const demography of scope.demographies)
    parts.push(`${demography.code}: ${demography.answers.join(', ')}`);
  return parts.join(' · ');
}
