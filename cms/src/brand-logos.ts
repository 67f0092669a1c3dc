import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { logoFileProblem } from './lib/brand-logo'

const LOGO = 'api::origin3-logo.origin3-logo'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The file id a media field is set to, in the shapes the admin and the REST API send it; `null` for none. */
function fileId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (Array.isArray(value)) return value.length > 0 ? fileId(value[0]) : null
  if (isRecord(value)) {
    if ('id' in value) return fileId(value.id)
    if ('connect' in value) return fileId(value.connect)
    if ('set' in value) return fileId(value.set)
  }
  return null
}

/** A brand logo saved with a file the site cannot serve as `logo.svg` is refused, with the reason (issue 62). */
export function registerBrandLogoRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LOGO || (context.action !== 'create' && context.action !== 'update')) return next()
    const data = isRecord(context.params) && isRecord(context.params.data) ? context.params.data : null
    const id = data && 'LogoImage' in data ? fileId(data.LogoImage) : null
    if (id === null) return next()
    const file = await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { id }, select: ['name', 'mime', 'ext'] })
    const problem = file ? logoFileProblem(file) : 'The chosen file no longer exists: pick the logo again.'
    if (problem) throw new errors.ValidationError(problem)
    return next()
  })
}
