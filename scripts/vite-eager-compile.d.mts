import type { Plugin } from 'vite';

/** The magic comment; it must be the first line of the emitted file. */
export const EAGER_COMPILE_HINT: string;
/** A Vite plugin that puts the eager-compile hint at the top of every emitted JavaScript chunk, after minification. */
export function eagerCompile(): Plugin;
