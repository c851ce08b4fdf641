/**
 * Which exported React components of a package have no story (docs/storybook.md "Docs pages"):
 * every component of a package barrel needs a story file whose meta names it as `component` or
 * `subcomponents`, or whose title ends in its name. Shared by the packages' story-coverage tests,
 * so it imports nothing.
 */

const REACT_FORWARD_REF = Symbol.for('react.forward_ref');
const REACT_MEMO = Symbol.for('react.memo');

/** True for a React component: a PascalCase function, a forwardRef or memo (styled components are forwardRefs). */
function isComponent(name: string, value: unknown): boolean {
  // PascalCase, not a SCREAMING_CASE constant
  if (!/^[A-Z]/.test(name) || name === name.toUpperCase()) return false;
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { $$typeof?: symbol }).$$typeof;
  return type === REACT_FORWARD_REF || type === REACT_MEMO;
}

/** The names of the React components among a barrel's runtime exports, sorted. */
export function exportedComponentNames(barrel: Record<string, unknown>): string[] {
  return Object.entries(barrel)
    .filter(([name, value]) => isComponent(name, value))
    .map(([name]) => name)
    .sort();
}

/** The component names a story file's default export covers: `component`, `subcomponents` and its title's last part. */
export function storiedNames(fileSource: string): string[] {
  // read from the meta object on, so a fixture's `title:` or `component:` above it is never taken for the meta's
  const metaStart = fileSource.search(/\bconst meta\b|\bexport default \{/);
  if (metaStart < 0) return [];
  const source = fileSource.slice(metaStart);
  const names: string[] = [];
  const component = /\bcomponent:\s*([A-Za-z_$][\w$]*)/.exec(source);
  if (component?.[1]) names.push(component[1]);
  const subcomponents = /\bsubcomponents:\s*\{([^}]*)\}/.exec(source);
  for (const part of subcomponents?.[1]?.split(',') ?? []) {
    const name = part.split(':')[0]?.trim();
    if (name) names.push(name);
  }
  const title = /\btitle:\s*'([^']+)'/.exec(source);
  const last = title?.[1]?.split('/').pop()?.trim();
  if (last) names.push(last);
  return names;
}

/** The exported components that no story file covers, sorted. */
export function componentsWithoutStory(
  barrel: Record<string, unknown>,
  storySources: readonly string[],
): string[] {
  const storied = new Set(storySources.flatMap(storiedNames));
  return exportedComponentNames(barrel).filter((name) => !storied.has(name));
}
