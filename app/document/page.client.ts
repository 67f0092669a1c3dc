import { startDocument } from './document.client'

/** Most pages without React: the shell's controls only. */
startDocument()
