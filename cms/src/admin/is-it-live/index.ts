import type { DocumentActionComponent, PanelComponent } from '@strapi/content-manager/strapi-admin'
import type { StrapiApp } from '@strapi/strapi/admin'
import { LivePanel } from './LivePanel'
import { withPublishWarning } from './PublishWithWarning'

export { isItLiveNorwegian } from './messages'

/**
 * "Is it live?" in the edit view (decision 104): the side panel with the entry's live page and what to fix, and
 * Strapi's Publish asking first when something should be fixed. Through the content manager's documented
 * `addEditViewSidePanel` and `addDocumentAction`.
 */
export function registerIsItLive(app: Pick<StrapiApp, 'getPlugin'>) {
  const { apis } = app.getPlugin('content-manager')
  const { addEditViewSidePanel, addDocumentAction } = apis
  if (typeof addEditViewSidePanel !== 'function' || typeof addDocumentAction !== 'function') return
  const panels = (current: PanelComponent[]) => [...current, LivePanel]
  const actions = (current: DocumentActionComponent[]) =>
    current.map((action) => (action.type === 'publish' ? withPublishWarning(action) : action))
  Reflect.apply(addEditViewSidePanel, apis, [panels])
  Reflect.apply(addDocumentAction, apis, [actions])
}
