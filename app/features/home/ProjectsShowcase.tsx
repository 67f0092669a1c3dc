import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import home from './home.module.css'
import { homeProjects } from './home-data'
import styles from './ProjectsShowcase.module.css'

const PINNED_QUERY = '(min-width: 769px) and (prefers-reduced-motion: no-preference)'

/**
 * Three 2023 project cards that scroll sideways while the page scrolls down (the section is pinned meanwhile). On
 * phones and under reduced motion the cards simply stack or scroll natively; without JavaScript they are a row.
 */
export function ProjectsShowcase() {
  const t = useT()
  const lang = useLang()
  const sectionRef = useRef<HTMLElement>(null)
  const trackRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const section = sectionRef.current
    const track = trackRef.current
    if (!section || !track) return
    const media = window.matchMedia(PINNED_QUERY)
    let frame = 0
    const measure = () => {
      if (!media.matches) {
        section.style.removeProperty('--showcase-height')
        track.style.removeProperty('transform')
        section.removeAttribute('data-pinned')
        return
      }
      const distance = Math.max(0, track.scrollWidth - window.innerWidth)
      section.dataset.pinned = ''
      section.style.setProperty('--showcase-height', `${distance + window.innerHeight}px`)
      update()
    }
    const update = () => {
      frame = 0
      if (!media.matches) return
      const distance = Math.max(0, track.scrollWidth - window.innerWidth)
      const scrolled = Math.min(distance, Math.max(0, -section.getBoundingClientRect().top))
      track.style.transform = `translate3d(${-scrolled}px, 0, 0)`
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', measure)
    media.addEventListener('change', measure)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', measure)
      media.removeEventListener('change', measure)
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <section ref={sectionRef} className={styles.showcase} aria-labelledby="home-showcase">
      <div className={styles.showcaseSticky}>
        {/* The cards slide past the window's edge on purpose (the layout check knows them by data-scroller). */}
        <ul ref={trackRef} className={styles.showcaseTrack} data-scroller="">
          <li className={styles.showcaseIntro}>
            <h2 id="home-showcase" className={home.sectionTitle}>
              {t.home.showcaseTitle()}
            </h2>
            <Link to={screenPath('projects', lang)} className={home.pillButton}>
              {t.home.seeMoreProjects()} <span aria-hidden="true">→</span>
            </Link>
          </li>
          {homeProjects.map((project) => {
            const copy = t.home.showcase[project.key]
            return (
              <li key={project.key} className={`${styles.projectCard} ${home.rise}`}>
                <Link to={screenPath('project', lang, project.slug[lang])} className={styles.projectLink}>
                  <img
                    src={`/media/${project.image}-600.webp`}
                    srcSet={`/media/${project.image}-600.webp 600w, /media/${project.image}.webp 1200w`}
                    sizes="(max-width: 768px) 100vw, 45vw"
                    width={1200}
                    height={800}
                    alt={t.home.projectImageAlt({ title: copy.title() })}
                    loading="lazy"
                    decoding="async"
                  />
                  <h3 className={styles.projectTitle}>{copy.title()}</h3>
                </Link>
                <dl className={styles.projectMeta}>
                  <div>
                    <dt>{t.home.projectYear()}</dt>
                    <dd>{project.year}</dd>
                  </div>
                  <div>
                    <dt>{t.home.projectStatus()}</dt>
                    <dd>{copy.status()}</dd>
                  </div>
                  <div>
                    <dt>{t.home.projectFocus()}</dt>
                    <dd>
                      {copy.focusA()}
                      <br />
                      {copy.focusB()}
                    </dd>
                  </div>
                </dl>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
