import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { CmsImage } from '~/components/cms-image/CmsImage'
import { DragScroller } from '~/components/drag-scroller/DragScroller'
import { RichText } from '~/components/rich-text/RichText'
import type { Image } from '~/content/media'
import { allProjectsQuery, projectBySlugQuery } from '~/content/projects/projects.queries'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import { nextProject } from './next-project'
import styles from './ProjectScreen.module.css'

function Picture({ image, sizes, eager = false }: { image: Image; sizes: string; eager?: boolean }) {
  return <CmsImage image={image} slot={{ sizes, width: 1200, height: 800 }} priority={eager ? 'high' : 'lazy'} />
}

/** product.md "Project detail": every section the CMS fills, in order; empty sections are left out. */
export function ProjectScreen() {
  const t = useT()
  const lang = useLang()
  const { slug = '' } = useParams({ strict: false })
  const { data: project } = useSuspenseQuery(projectBySlugQuery(lang, slug))
  const { data: all } = useSuspenseQuery(allProjectsQuery(lang))
  if (!project) return null
  const next = nextProject(all, project.slug)

  return (
    <article className={styles.project}>
      <header className={styles.header}>
        <h1 className={styles.title}>{project.title}</h1>
        {project.tags.length ? (
          <ul className={styles.tags}>
            {project.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </header>

      {project.heroImage ? (
        <div className={styles.hero}>
          <Picture image={project.heroImage} sizes="100vw" eager />
        </div>
      ) : null}

      {project.status.length ? (
        <section className={styles.section} aria-label={t.project.status()}>
          <ol className={styles.status}>
            {project.status.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {project.first.title || project.first.text.length || project.first.image ? (
        <section className={`${styles.section} ${styles.split}`}>
          <div>
            {project.first.title ? <h2 className={styles.sectionTitle}>{project.first.title}</h2> : null}
            <RichText content={project.first.text} />
          </div>
          {project.first.image ? <Picture image={project.first.image} sizes="(max-width: 900px) 100vw, 50vw" /> : null}
        </section>
      ) : null}

      {project.statistics.length ? (
        <section className={styles.section} aria-label={t.project.statistics()}>
          <dl className={styles.stats}>
            {project.statistics.map((stat) => (
              <div key={`${stat.title}-${stat.number}`} className={styles.stat}>
                <dt>{stat.title}</dt>
                <dd className={styles.statNumber}>{stat.number}</dd>
                {stat.text ? <dd className={styles.statText}>{stat.text}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {project.second.images.length || project.second.title ? (
        <section className={styles.section}>
          {project.second.title ? <h2 className={styles.sectionTitle}>{project.second.title}</h2> : null}
          <div className={styles.gallery}>
            {project.second.images.map((image) => (
              <Picture key={image.src} image={image} sizes="(max-width: 900px) 100vw, 50vw" />
            ))}
          </div>
        </section>
      ) : null}

      {project.features.items.length ? (
        <section className={styles.section}>
          {project.features.title ? <h2 className={styles.sectionTitle}>{project.features.title}</h2> : null}
          <ul className={styles.features}>
            {project.features.items.map((feature, index) => (
              <li key={feature}>
                <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {project.slider.length ? (
        <div className={styles.sliderWrap}>
          <DragScroller label={t.project.slider()} description={t.project.sliderHint()} testId="project-slider">
            <ul className={styles.slider}>
              {project.slider.map((image) => (
                <li key={image.src}>
                  <Picture image={image} sizes="(max-width: 768px) 85vw, 60vw" />
                </li>
              ))}
            </ul>
          </DragScroller>
        </div>
      ) : null}

      {project.third.title || project.third.text.length || project.third.images.length ? (
        <section className={styles.section}>
          {project.third.title ? <h2 className={styles.sectionTitle}>{project.third.title}</h2> : null}
          <RichText content={project.third.text} className={styles.narrow} />
          <div className={styles.gallery}>
            {project.third.images.map((image) => (
              <Picture key={image.src} image={image} sizes="(max-width: 900px) 100vw, 50vw" />
            ))}
          </div>
        </section>
      ) : null}

      {project.last.title || project.last.text.length ? (
        <section className={styles.section}>
          {project.last.title ? <h2 className={styles.sectionTitle}>{project.last.title}</h2> : null}
          <RichText content={project.last.text} className={styles.narrow} />
        </section>
      ) : null}

      {next ? (
        <section className={styles.next} aria-labelledby="next-project">
          <p id="next-project" className={styles.nextLabel}>
            {t.project.nextProject()}
          </p>
          <p className={styles.nextTitle}>{next.title}</p>
          <Link
            to={screenPath('project', lang, next.slug)}
            className={styles.nextLink}
            aria-label={`${t.project.viewProject()}: ${next.title}`}
          >
            {t.project.viewProject()} <span aria-hidden="true">→</span>
          </Link>
        </section>
      ) : null}
    </article>
  )
}
