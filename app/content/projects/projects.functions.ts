import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { collection } from '~/content/fields.server'
import { project, projectCategory } from '~/content/projects/projects.schema.server'
import { langInput, slugInput, validatorOf } from '~/content/server-fn-inputs'
import { cmsData, cmsGet, firstOrNull } from '~/content/strapi.server'
import { cmsLocale, LANGS } from '~/i18n/lang'

/** product.md §9: the projects page shows 6 at a time. */
const PROJECTS_PAGE_SIZE = 6

/** product.md: "LOAD MORE" advances one page at a time; more than this many pages in a URL is not a real visit. */
export const MAX_PROJECT_PAGES = 50

const projectPopulate = {
  shareImage: true,
  Tags: true,
  ThumbnailImage: true,
  HeroImage: true,
  ProjectStatus: true,
  FirstSectionImage: true,
  Statistics: true,
  SecondSectionImages: true,
  ProjectFeatures: true,
  ImageSlider: true,
  ThirdSectionImages: true,
  categories: { fields: ['Category'] },
  localizations: { fields: ['slug', 'locale'] },
}

/** List cards need far less than the detail page; the editors' next-project choice orders the Next links. */
const projectCardPopulate = {
  Tags: true,
  ThumbnailImage: true,
  HeroImage: true,
  categories: { fields: ['Category'] },
  nextProject: { fields: ['slug'] },
}

const projectList = collection(project, 'project')

/** product.md §7 "Projects": one page of a language's projects, optionally of one category; newest id first. */
export const fetchProjectsPage = createServerFn({ method: 'GET' })
  .validator(
    validatorOf(
      v.object({
        lang: v.picklist(LANGS),
        category: v.optional(v.pipe(v.string(), v.maxLength(100))),
        pages: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PROJECT_PAGES)),
      }),
    ),
  )
  .handler(async ({ data }) => {
    const response = await cmsGet(
      'projects',
      {
        populate: projectCardPopulate,
        ...(data.category ? { filters: { categories: { Category: { $eq: data.category } } } } : {}),
        sort: ['id:desc'],
        locale: cmsLocale[data.lang],
        // "Load more" appends pages; asking for pages × 6 at once keeps a shared URL (?page=3) a single request.
        pagination: { page: 1, pageSize: PROJECTS_PAGE_SIZE * data.pages },
      },
      projectList,
    )
    return { projects: response.data, total: response.meta.pagination?.total ?? response.data.length }
  })

/** Every project of a language in list order, for the next-project link. */
export const fetchAllProjects = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'projects',
      data.lang,
      { populate: projectCardPopulate, sort: ['id:desc'], pagination: { pageSize: 100 } },
      projectList,
    ),
  )

/** product.md §7 "Project by slug", in the page's language; `null` when there is none. */
export const fetchProject = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(({ data }) =>
    cmsData(
      'projects',
      data.lang,
      { populate: projectPopulate, filters: { slug: { $eq: data.slug } } },
      projectList,
    ).then(firstOrNull),
  )

const categoryList = collection(projectCategory, 'project category')

/** product.md §7 "Categories with projects": each category of a language with the number of its projects. */
export const fetchProjectCategories = createServerFn({ method: 'GET' })
  .validator(langInput)
  .handler(({ data }) =>
    cmsData(
      'categories',
      data.lang,
      {
        populate: { projects: { fields: ['id'], filters: { locale: { $eq: cmsLocale[data.lang] } } } },
        sort: ['Category:asc'],
      },
      categoryList,
    ),
  )
