/** Every content type's and component's labels (decision 070): the stored configuration's English, the admin's Norwegian. */
import * as components from './components'
import type { Labels } from './define'
import { jobOpening } from './types/careers'
import { home } from './types/home'
import { contactMessage, jobApplication } from './types/inbox'
import { blog, blogCategory } from './types/journal'
import { brandLogo, designResource, designResourceCategory } from './types/lab'
import { aboutPage, careersPage, servicesPage } from './types/pages'
import { legalPage, redirect, siteSettings, testimonial } from './types/site'
import { user } from './types/users'
import { project, projectCategory } from './types/work'

/** In the content manager's order: the pages, the work, the journal, careers, the lab, the inbox, the rest. */
export const CONTENT_TYPES: readonly Labels[] = [
  home,
  aboutPage,
  servicesPage,
  careersPage,
  siteSettings,
  legalPage,
  project,
  projectCategory,
  testimonial,
  blog,
  blogCategory,
  jobOpening,
  brandLogo,
  designResource,
  designResourceCategory,
  contactMessage,
  jobApplication,
  redirect,
  user,
]

export const COMPONENTS: readonly Labels[] = Object.values(components)
