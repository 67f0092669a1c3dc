/**
 * A pointer that drags and hovers: the strips' drag and their DRAG label are for it (touch scrolls natively). Its own
 * module, so that a page without React checks it before it fetches the strips' code.
 */
export const FINE_POINTER = '(hover: hover) and (pointer: fine)'
