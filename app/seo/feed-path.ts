import type { Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'

/** A journal's feed: beside its list, in its language (`/blogs/feed.xml`, `/blog/feed.xml`). */
export const feedPath = (lang: Lang) => `${screenPath('blogs', lang)}/feed.xml`
