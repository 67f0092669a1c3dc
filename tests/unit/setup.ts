import { loadAllDictionaries } from '~/i18n'

// Unit tests call translator() directly, as the server does: both dictionaries first.
await loadAllDictionaries(['en', 'no'])
