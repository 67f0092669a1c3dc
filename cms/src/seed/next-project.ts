/**
 * The "Next Project" link of a case study is the editors' choice (`nextProject`, empty: the next in list order; the
 * site keeps every project on one round, app/features/projects/next-project.ts). product.md fixes one: Kode Labs leads
 * to Chaos Clothing Brand. Set once, in each language, on a seeded database that has never had a choice made: an
 * editor's later changes, and a deliberate "none", stay as they are.
 */
import type { Core } from '@strapi/strapi'

const PROJECT = 'api::project.project'
const CHOSEN = [
  { locale: 'en', from: 'kode-labs', to: 'chaos-clothing-brand' },
  { locale: 'nb-NO', from: 'kode-labs-nor', to: 'chaos-clothing-brand-nor' },
] as const

export async function seedNextProjects(strapi: Core.Strapi): Promise<void> {
  const done = strapi.store({ type: 'core', name: 'origin' })
  if (await done.get({ key: 'next-project-seeded' })) return
  const documents = strapi.documents(PROJECT)
  for (const { locale, from, to } of CHOSEN) {
    const [source] = await documents.findMany({
      locale,
      status: 'published',
      filters: { slug: from },
      fields: ['slug'],
    })
    const [target] = await documents.findMany({ locale, status: 'published', filters: { slug: to }, fields: ['slug'] })
    if (!source || !target) continue
    await documents.update({ documentId: source.documentId, locale, data: { nextProject: target.documentId } })
    await documents.publish({ documentId: source.documentId, locale })
  }
  await done.set({ key: 'next-project-seeded', value: true })
}
