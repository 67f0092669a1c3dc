/**
 * The language plugin in Norwegian Bokmål (Strapi ships none), where editors meet it: the language picker of an entry,
 * filling one language from another, publishing several. Its keys without the `i18n.` prefix; its settings pages, for
 * the administrator, stay English.
 */
export const i18n: Record<string, string> = {
  'actions.delete.label': 'Slett oppføringen ({locale})',
  'actions.delete.dialog.title': 'Bekreftelse',
  'actions.delete.dialog.body': 'Er du sikker på at du vil slette dette språket?',
  'actions.delete.error': 'Noe gikk galt da dokumentets språkversjon skulle slettes.',
  'CMEditViewCopyLocale.copy-failure': 'Kunne ikke kopiere språket',
  'CMEditViewCopyLocale.copy-success': 'Språket er kopiert',
  'CMEditViewCopyLocale.copy-text': 'Fyll ut fra et annet språk',
  'CMEditViewCopyLocale.cancel-text': 'Nei, avbryt',
  'CMEditViewCopyLocale.submit-text': 'Ja, fyll ut',
  'CMEditViewCopyLocale.dialog.title': 'Bekreftelse',
  'CMEditViewCopyLocale.dialog.body': 'Innholdet du har nå, slettes og fylles med innholdet fra det valgte språket:',
  'CMEditViewCopyLocale.dialog.field.label': 'Språk',
  'CMEditViewCopyLocale.dialog.field.placeholder': 'Velg et språk …',
  'CMEditViewBulkLocale.publish-title': 'Publiser flere språk',
  'CMEditViewBulkLocale.unpublish-title': 'Avpubliser flere språk',
  'CMEditViewBulkLocale.status': 'Status',
  'CMEditViewBulkLocale.publication-status': 'Publiseringsstatus',
  'CMEditViewBulkLocale.draft-relation-warning':
    'Noen språk er koblet til utkast. Publiserer du dem, kan nettstedet få lenker som ikke virker.',
  'CMEditViewBulkLocale.continue-confirmation': 'Er du sikker på at du vil fortsette?',
  'CMEditViewLocalePicker.locale.create': 'Lag <bold>{locale}</bold>-versjonen',
  'CMListView.popover.display-locales.label': 'Vis oversatte språk',
  'CMListView.popover.display-locales.more': '{locales} + {count} til',
  'Field.localized': 'Denne verdien gjelder bare det valgte språket',
  'Field.not-localized': 'Denne verdien er felles for alle språk',
  'Settings.permissions.loading': 'Laster inn tillatelser',
  'Settings.permissions.read.denied.description': 'Ta kontakt med administratoren for å få tilgang.',
  'Settings.permissions.read.denied.title': 'Du har ikke tilgang til dette innholdet.',
  'actions.select-locale': 'Velg et språk',
  'components.Select.locales.not-available': 'Ikke noe innhold tilgjengelig',
  'list-view.table.header.label': 'Finnes på',
}
