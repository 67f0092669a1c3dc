import type { HomeContent } from '~/content/home/home.functions'
import { BlogTeaser } from './BlogTeaser'
import { ProjectsShowcase } from './ProjectsShowcase'
import { Testimonials } from './Testimonials'

/** Home's last three sections: the projects, the clients' words, the journal. */
export function HomeLowerSections({ content }: { content: HomeContent }) {
  return (
    <>
      <ProjectsShowcase title={content.showcaseTitle} cards={content.showcase} />
      <Testimonials title={content.testimonialsTitle} testimonials={content.testimonials} />
      <BlogTeaser title={content.journalTitle} rows={content.journal} />
    </>
  )
}
