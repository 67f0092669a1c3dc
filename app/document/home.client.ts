import { homeModules } from '~/features/home/home-modules'
import { startDocument } from './document.client'

/** Home: the shell's controls and home's modules (decision 132). */
startDocument(homeModules)
