import { Shield } from '@strapi/icons'
import type { StrapiApp } from '@strapi/strapi/admin'
import { norwegianDescriptions, norwegianLabels } from '../editor-labels/norwegian'
import { PERSONAL_DATA_ACTIONS, SUBMISSION_TYPES } from '../lib/personal-data-access'
import { ENGLISH } from './editor-text'
import { isItLiveNorwegian, registerIsItLive } from './is-it-live'
import { LANGUAGE_TRANSLATIONS, registerLanguages } from './languages'
import { NORWEGIAN_INTERFACE } from './norwegian'
import { MENU_LABEL } from './personal-data/labels'

/*
 * The admin panel in English and Norwegian Bokmål (decision 070): an editor picks the language on their profile page.
 * Strapi's own Norwegian covers part of its interface; ours completes what editors use and adds the field labels and
 * descriptions of src/editor-labels.
 */

/** Where the admin keeps the language chosen on the profile page (Strapi's admin reducer). */
const LANGUAGE_KEY = 'strapi-admin-language'
/** Where the admin keeps its guided tour's progress, and whether it is on (Strapi's GuidedTourContext). */
const TOUR_KEY = 'STRAPI_GUIDED_TOUR'

/**
 * Strapi's guided tour off in a browser that has never seen it (decision 090): it teaches a developer to build content
 * types and API tokens, which the agency's staff never do, and its first tooltip in the Content Manager at times sends
 * the admin into an endless re-render ("Something went wrong: Maximum update depth exceeded"). Strapi fills in the
 * rest of the state; a browser that already holds one keeps it.
 */
function tourOff() {
  if (localStorage.getItem(TOUR_KEY) === null) localStorage.setItem(TOUR_KEY, JSON.stringify({ enabled: false }))
}

type Field = { hint?: string }
type EditLayout = { layout: Field[][][]; components: Record<string, { layout: Field[][] }> }

const descriptions = norwegianDescriptions()

function inNorwegian<F extends Field>(field: F): F {
  const hint = field.hint ? descriptions.get(field.hint) : undefined
  return hint ? { ...field, hint } : field
}

/**
 * The edit view's descriptions in Norwegian when the admin is: Strapi formats a field's label through the admin's
 * translations, but shows its description as stored, so they are swapped here (the content manager's documented
 * edit-view hook). A description an editor wrote themselves has no Norwegian and stays as written.
 */
function norwegianHints<L extends EditLayout>({ layout }: { layout: L }): { layout: L } {
  if (localStorage.getItem(LANGUAGE_KEY) !== 'no') return { layout }
  return {
    layout: {
      ...layout,
      layout: layout.layout.map((panel) => panel.map((row) => row.map(inNorwegian))),
      components: Object.fromEntries(
        Object.entries(layout.components).map(([uid, component]) => [
          uid,
          { ...component, layout: component.layout.map((row) => row.map(inNorwegian)) },
        ]),
      ),
    },
  }
}

export default {
  config: {
    locales: ['no'],
    translations: {
      en: { ...ENGLISH, ...LANGUAGE_TRANSLATIONS.en },
      no: { ...NORWEGIAN_INTERFACE, ...norwegianLabels(), ...isItLiveNorwegian(), ...LANGUAGE_TRANSLATIONS.no },
    },
  },
  register(app: Pick<StrapiApp, 'addMenuLink'>) {
    // A person's data, for whoever may read and delete what visitors send (src/personal-data-admin.ts).
    app.addMenuLink({
      to: 'personal-data',
      icon: Shield,
      intlLabel: MENU_LABEL,
      // Strapi's menu shows it to a role with any of these; only Leads and the Super Admin hold them (src/admin-roles.ts),
      // and the routes ask for all (src/policies/may-answer-requests.ts).
      permissions: SUBMISSION_TYPES.flatMap((subject) =>
        PERSONAL_DATA_ACTIONS.map((action) => ({
          id: `${action} ${subject}`,
          action,
          subject,
          actionParameters: {},
          properties: {},
          conditions: [],
          createdAt: '',
          updatedAt: '',
        })),
      ),
      Component: () => import('./personal-data/PersonalDataPage'),
      position: 4,
    })
  },
  bootstrap(app: Pick<StrapiApp, 'registerHook' | 'getPlugin'>) {
    tourOff()
    registerIsItLive(app)
    // Which language an entry is written in, and the whole entry first among the deletes (issue 62).
    registerLanguages(app.getPlugin('content-manager').apis)
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', norwegianHints)
  },
}
