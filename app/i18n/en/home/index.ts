import type { BaseTranslation } from '../../i18n-types'

const en_home = {
  heroLabel: 'Introduction',
  heroScroll: 'Scroll to explore',
  videoLabel: 'Background video: slow-moving shapes in our colours',
  aboutButton: 'About Us',
  reelLabel: 'Showreel',
  reelPlay: 'PLAY',
  reelPause: 'PAUSE',
  reelWord: 'REEL',
  reelPlayButton: 'Play the showreel',
  reelPauseButton: 'Pause the showreel',
  seeMoreProjects: 'See More Projects',
  projectYear: 'Year',
  projectStatus: 'Status',
  projectFocus: 'Focus',
  projectImageAlt: 'Cover image of the {title} project',
  testimonialsStrip: 'Client testimonials',
  testimonialsHint: 'Drag, scroll or use the arrow keys to read more.',
  readArticle: 'Read Article',
  blogPreviewAlt: 'Preview of the article {title}',
} satisfies BaseTranslation

export default en_home
