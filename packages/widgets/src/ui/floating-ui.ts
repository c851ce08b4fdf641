/**
 * The parts of floating-ui the widgets use, as one module that `useFloatingPosition` imports on
 * demand: a dynamic import of `@floating-ui/dom` itself would keep every export of it.
 */
export { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
