import { aboutModules } from '~/features/about/about-modules'
import { startDocument } from './document.client'

/** About: the shell's controls and about's modules (decisions 132, 135). */
startDocument(aboutModules)
