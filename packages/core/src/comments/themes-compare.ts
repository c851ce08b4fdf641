import type { CommentThemes, ThemeChange } from './themes-types';

/**
 * How the themes of a question moved from an earlier date to a later one (the same question, or the one an item match
 * maps it to): every theme of either date by key, the later date's order first, then the themes that are gone. A theme
 * missing on one date was below that date's cut (`minCount`, `maxThemes`), so its share there is `null` and so is its
 * change.
 */
export function compareThemes(earlier: CommentThemes, later: CommentThemes): ThemeChange[] {
  const before = new Map(earlier.themes.map((t) => [t.key, t]));
  const after = new Set(later.themes.map((t) => t.key));
  const changes: ThemeChange[] = later.themes.map((theme) => {
    const old = before.get(theme.key);
    return {
      key: theme.key,
      label: theme.label,
      earlierShare: old?.share ?? null,
      laterShare: theme.share,
      change: old ? theme.share - old.share : null,
    };
  });
  for (const theme of earlier.themes)
    if (!after.has(theme.key))
      changes.push({
        key: theme.key,
        label: theme.label,
        earlierShare: theme.share,
        laterShare: null,
        change: null,
      });
  return changes;
}
