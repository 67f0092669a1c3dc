import { LanguagePanel, type PanelProps } from './LanguagePanel'

export { LANGUAGE_TRANSLATIONS } from './labels'

/** A document action as the content manager keeps them: Strapi's own carry a `type` ('delete', 'publish' …). */
type DocumentAction = { type?: string }

/** The part of the content manager's documented admin API (`app.getPlugin('content-manager').apis`) used here. */
type ContentManagerApis = {
  addEditViewSidePanel: (panels: ((props: PanelProps) => ReturnType<typeof LanguagePanel>)[]) => void
  addDocumentAction: (reducer: (actions: DocumentAction[]) => DocumentAction[]) => void
}

function isContentManagerApis(apis: Record<string, unknown>): apis is Record<string, unknown> & ContentManagerApis {
  return typeof apis.addEditViewSidePanel === 'function' && typeof apis.addDocumentAction === 'function'
}

/**
 * The whole entry first in the ⋯ menu: the language plugin puts its "delete only this language" action just before
 * Strapi's delete of the document in every language (its bootstrap, which runs before the app's), and an editor took
 * the first for the whole entry. Nothing else moves; if a later Strapi orders them otherwise, the list stays as it is
 * (tests/e2e/admin-languages.spec.ts reads the menu's order).
 */
export function wholeEntryFirst(actions: DocumentAction[]): DocumentAction[] {
  const whole = actions.findIndex((action) => action.type === 'delete')
  if (whole < 1 || actions[whole - 1].type !== undefined) return actions
  const reordered = [...actions]
  reordered[whole - 1] = actions[whole]
  reordered[whole] = actions[whole - 1]
  return reordered
}

/** The languages side panel and the delete order, through the content manager's documented API (issue 62). */
export function registerLanguages(apis: Record<string, unknown>) {
  if (!isContentManagerApis(apis)) return
  apis.addEditViewSidePanel([LanguagePanel])
  apis.addDocumentAction(wholeEntryFirst)
}
