import { labModules } from '~/features/creative-lab/lab-modules'
import { startDocument } from './document.client'

/** The Creative Lab: the shell's controls and the lab's modules (decisions 132, 138). */
startDocument(labModules)
