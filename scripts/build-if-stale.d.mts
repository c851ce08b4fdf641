/** What can be built: the output file that marks a build, its sources and the Vite arguments. */
export const BUILDS: Record<string, { label: string; output: string; sources: string[]; args: string[] }>;
/** Builds `BUILDS[name]` when its output is missing or stale; exits the process when the build fails. */
export function buildIfStale(name: string, log?: (line: string) => void): boolean;
