/**
 * Messages Strapi's code formats with an English default but leaves out of its translation files (the content
 * manager's search field, the Unpublish dialog's choice, the rich-text editor's lists): full keys, as the code asks.
 */
export const unlisted: Record<string, string> = {
  'search.placeholder': 'Søk',
  'app.components.Users.MagicLink.connect':
    'Sender dette CMS-et e-post, er lenken på vei til dem; ellers kopierer du den nå og sender den til dem: den vises ikke igjen.',
  cancel: 'Avbryt',
  'app.error': 'Noe gikk galt',
  'app.error.copy': 'Kopier til utklippstavlen',
  'app.components.Button.close': 'Lukk',
  'containers.list.displayedFields': 'Viste felt',
  'popUpWarning.bodyMessage.contentType.delete.all': 'Er du sikker på at du vil slette disse oppføringene?',
  'popUpWarning.bodyMessage.contentType.unpublish.all': 'Er du sikker på at du vil avpublisere disse oppføringene?',
  'preview.copy.label': 'Kopier lenken til forhåndsvisningen',
  'preview.tabs.label': 'Dokumentets status',
  'history.content.localized':
    'Denne verdien gjelder bare dette språket. Gjenoppretter du versjonen, endres ikke innholdet på de andre språkene.',
  'history.content.not-localized':
    'Denne verdien er felles for alle språk. Gjenoppretter du versjonen og lagrer endringene, endres innholdet på alle språk.',
  'components.Blocks.blocks.bulletList': 'Punktliste',
  'components.Blocks.blocks.numberList': 'Nummerert liste',
  'content-manager.plugin.name': 'Innhold',
  'content-manager.actions.unpublish.dialog.radio-label': 'Velg hvordan dokumentet skal avpubliseres.',
  'content-manager.components.Blocks.collapse': 'Slå sammen',
  'content-manager.components.Blocks.expand': 'Utvid',
  'content-manager.components.Blocks.dnd.reorder': '{item} er flyttet. Ny plass i teksten: {position}.',
  'content-manager.containers.ListPage.selectedEntriesModal.title': 'Publiser oppføringer',
  'content-manager.history.sidebar.title.version-card.aria-label': 'Versjonskort',
  'content-manager.restore.success.title': 'Versjonen er gjenopprettet.',
  'content-manager.restore.success.message': 'En tidligere versjon av innholdet er gjenopprettet.',
  'i18n.actions.publish.dialog.title': 'Bekreftelse',
}
