import type { ScreenModule } from '~/lib/screen-modules'
import tickClocks from './clock-tick'

/**
 * The NO and XK clocks' second hand, on every screen that shows them. In the view from the first second, so its code
 * comes in the page's own script rather than a file of its own (which would cost more than the code, compressed).
 */
const clocksModule: ScreenModule = { when: 'now', load: () => Promise.resolve({ default: tickClocks }) }

/** The clocks' list, for the screens' lists to take in (home's, about's) and for the component's markup. */
export const clockModules = { clocks: clocksModule }
