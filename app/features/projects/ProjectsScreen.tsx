import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, useEffect, useRef } from 'react'
import tabs from '~/components/CategoryTabs.module.css'
import { CmsImage, type ImageSlot, listPriority } from '~/components/cms-image/CmsImage'
import { useScreenHydrated } from '~/components/hydrating/hydrating-region'
import { isPlainClick, useNavigateAfterPaint } from '~/components/navigation/navigate-after-paint'
import { PageHero } from '~/components/PageHero'
import { Spinner } from '~/components/spinner/Spinner'
import { projectCategoriesQuery, projectsPageQuery } from '~/content/projects/projects.queries'
import type { Project } from '~/content/projects/projects.types'
import { useLang, useT } from '~/i18n'
import type { Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import styles from './ProjectsScreen.module.css'
import { type ProjectsSearch, resolveCategory } from './projects-search'

/** Cards in the grid's first row on a laptop (28rem columns): on screen before any scrolling. */
const FIRST_ROW = 2
const THUMB: ImageSlot = { sizes: '(max-width: 768px) 100vw, 50vw', width: 1200, height: 800 }

type ProjectCard = Pick<Project, 'documentId' | 'slug' | 'title' | 'thumbnail' | 'tags'>

/** What a click asked for, shown at once while its navigation waits for the next paint: a filter's name, or more. */
type Asked = { filter: string } | { more: true }

/**
 * product.md "Projects list": category filter with counts, cards with the first two tags, LOAD MORE appending pages. A
 * filter or LOAD MORE keeps the cards on screen while the next ones load (the list is marked busy and LOAD MORE spins);
 * the loader put the URL's own page in the cache, so the first render always has its cards.
 */
export function ProjectsScreen({ search }: { search: ProjectsSearch }) {
  useScreenHydrated()
  const t = useT()
  const lang = useLang()
  const { data: categories } = useSuspenseQuery(projectCategoriesQuery(lang))
  const category = resolveCategory(categories, search.category)
  const pages = search.page ?? 1
  const query = useQuery({ ...projectsPageQuery(lang, category, pages), placeholderData: keepPreviousData })
  // A page that cannot be loaded at all is the route's error screen, as a suspending query would make it.
  if (query.error && !query.data) throw query.error
  const loading = query.isPlaceholderData || query.isPending
  const data = query.data ?? { projects: [], total: 0 }
  const listPath = screenPath('projects', lang)
  const total = categories.length ? data.total : data.projects.length

  // A filter's or LOAD MORE's click shows its answer (the filter pressed, the list busy, LOAD MORE spinning) in the
  // frame it is made in, and navigates after that frame.
  const here = `${category ?? ''}|${pages}`
  const { asked, navigate } = useNavigateAfterPaint<Asked>(here, { resetScroll: false })
  const pendingFilter = asked && 'filter' in asked ? asked.filter : null
  const loadingMore = loading || (asked !== null && 'more' in asked)

  // LOAD MORE hands focus to the first project it added (its link, named by the title a screen reader reads out):
  // the control may be gone (the last page), and focus would fall to <body>, past the new cards.
  const grid = useRef<HTMLUListElement>(null)
  const focusAdded = useRef<{ at: string; from: number } | null>(null)
  useEffect(() => {
    const wanted = focusAdded.current
    if (!wanted || wanted.at !== here || loading) return
    focusAdded.current = null
    const link = grid.current?.querySelectorAll<HTMLElement>(':scope > li > a')[wanted.from]
    link?.focus({ preventScroll: true })
    // The whole card in view, its tags too: focus alone scrolls only for a link out of view, and this one starts where
    // LOAD MORE was.
    link?.parentElement?.scrollIntoView({ block: 'nearest' })
  }, [here, loading])

  return (
    <>
      <PageHero title={t.screens.projects.heading()} />
      <nav className={tabs.nav} aria-label={t.projects.filterLabel()}>
        <ul className={tabs.list}>
          <li>
            <Link
              to={listPath}
              search={{}}
              className={tabs.tab}
              activeOptions={{ exact: true }}
              aria-current={category ? undefined : 'page'}
              data-pending={pendingFilter === '' ? '' : undefined}
              resetScroll={false}
              onClick={(event) => navigate(event, { filter: '' })}
            >
              {t.projects.all()}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={listPath}
                search={{ category: c.name }}
                className={tabs.tab}
                // Exact: "Show All" (no search) must not count as current under ?category=… (the router marks a link
                // whose search is part of the page's as current, and two tabs said so).
                activeOptions={{ exact: true }}
                aria-current={category === c.name ? 'page' : undefined}
                data-pending={pendingFilter === c.name ? '' : undefined}
                resetScroll={false}
                onClick={(event) => navigate(event, { filter: c.name })}
              >
                {c.name}{' '}
                <span className={styles.count} aria-hidden="true">
                  {c.count}
                </span>
                <span className="visually-hidden">({t.projects.count({ count: c.count })})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.projects.length === 0 && !loading ? (
        <p className={styles.empty}>{t.projects.empty()}</p>
      ) : (
        <ul ref={grid} className={styles.grid} data-testid="project-cards" aria-busy={loading || asked !== null}>
          <ProjectCards projects={data.projects} lang={lang} />
        </ul>
      )}
      <div className={styles.more}>
        <p className={styles.status} aria-live="polite">
          {t.projects.shown({ shown: data.projects.length, total })}
        </p>
        {data.projects.length < total ? (
          <Link
            to={listPath}
            search={{ ...(category ? { category } : {}), page: pages + 1 }}
            className={styles.loadMore}
            resetScroll={false}
            aria-busy={loadingMore}
            onClick={(event) => {
              if (isPlainClick(event))
                focusAdded.current = { at: `${category ?? ''}|${pages + 1}`, from: data.projects.length }
              navigate(event, { more: true })
            }}
          >
            {loadingMore ? <Spinner /> : null}
            {t.projects.loadMore()}
          </Link>
        ) : null}
      </div>
    </>
  )
}

/**
 * The cards, rendered again only when the list itself changes: a click, the list turning busy or a step of the
 * router's navigation leave them as they are.
 */
const ProjectCards = memo(function ProjectCards({ projects, lang }: { projects: readonly ProjectCard[]; lang: Lang }) {
  return projects.map((project, index) => (
    <li key={project.documentId} className={styles.card}>
      <Link to={screenPath('project', lang, project.slug)} className={styles.link}>
        <CmsImage
          className={styles.thumb}
          image={project.thumbnail}
          slot={THUMB}
          decorative
          priority={listPriority(index, FIRST_ROW)}
        />
        <h2 className={styles.title}>{project.title}</h2>
      </Link>
      <ul className={styles.tags}>
        {project.tags.slice(0, 2).map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </li>
  ))
})
