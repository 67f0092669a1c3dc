/** What a clock's `<time>` carries for its second hand (clock-tick.ts), from the server (Clocks.tsx). */

/** On each clock's `<time>`: the office's time zone. */
export const ZONE_ATTRIBUTE = 'data-zone'
/** On each clock's `<time>`: its zone's offset from UTC in minutes east, and until when (ms since the epoch). */
export const OFFSET_ATTRIBUTE = 'data-offset'
export const OFFSET_UNTIL_ATTRIBUTE = 'data-offset-until'
