import type { BaseTranslation } from '../../i18n-types'

const en_project = {
  status: 'Project status',
  categories: 'Categories',
  statistics: 'In numbers',
  slider: 'Project images',
  sliderHint: 'Drag, scroll or use the arrow keys to see more images.',
  nextProject: 'Next Project',
  viewProject: 'View Project',
} satisfies BaseTranslation

export default en_project
