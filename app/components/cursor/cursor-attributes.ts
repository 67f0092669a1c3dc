/** The markup a custom cursor reads (cursor-follower.ts), in a module of its own so a control's code names it alone. */

/** On an area: the id of its follower's template. */
export const FOLLOWER_ATTRIBUTE = 'data-follower'
/** On a label's area: the label's text now (its own code may change it: the reel's PLAY becomes PAUSE). */
export const CURSOR_LABEL_ATTRIBUTE = 'data-cursor-label'
/** On a row of a preview area: the photo it previews. */
export const PREVIEW_ATTRIBUTE = 'data-preview'
/** On a link inside a row: over it the photo is dimmed and smaller. */
export const PREVIEW_DIM_ATTRIBUTE = 'data-preview-dim'
