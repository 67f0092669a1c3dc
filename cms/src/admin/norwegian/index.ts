import { PERSONAL_DATA_SCOPE } from '../personal-data/labels'
import { admin } from './admin'
import { contentManager } from './content-manager'
import { i18n } from './i18n'
import { personalData } from './personal-data'
import { unlisted } from './unlisted'
import { upload } from './upload'

/** A plugin's messages under its keys: Strapi prefixes each plugin's own with its name. */
const under = (plugin: string, messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${plugin}.${key}`, message]))

/** Strapi's admin interface in Norwegian Bokmål where its own translation leaves English (decision 070). */
export const NORWEGIAN_INTERFACE: Record<string, string> = {
  ...admin,
  ...under('content-manager', contentManager),
  ...under('i18n', i18n),
  ...under('upload', upload),
  ...unlisted,
  // Our own page's.
  ...under(PERSONAL_DATA_SCOPE, personalData),
}
