import { describe, expect, it } from 'vitest'
import { PLANS, projectPictures, SAFE } from '../../../cms/src/seed/brand-art'
import { BRANDS } from '../../../cms/src/seed/brands'
import { type Box, recording } from '../../../cms/src/seed/draw'
import { projects } from '../../../cms/src/seed/projects'

/**
 * The seed projects' pictures (cms/src/seed/brand-art.ts) as a design lead looks at them: every word and mark whole,
 * inside what each crop of the site keeps and on the screen, poster or card it is printed on; every glyph in the
 * typeface; each project with a cover and a hero of its own.
 */

const inside = (box: Box, outer: Box, slack = 1) =>
  box.x >= outer.x - slack &&
  box.y >= outer.y - slack &&
  box.x + box.w <= outer.x + outer.w + slack &&
  box.y + box.h <= outer.y + outer.h + slack

describe('the seed projects’ pictures', () => {
  it('gives every seed project a brand and ten pictures', () => {
    for (const project of projects) {
      expect(
        BRANDS.some((brand) => brand.slug === project.slug.en),
        project.slug.en,
      ).toBe(true)
      expect(projectPictures(project.slug.en), project.slug.en).toHaveLength(10)
    }
  })

  for (const brand of BRANDS) {
    it(`${brand.slug}: every word and mark is whole, inside the crops and on what it is printed on`, () => {
      const problems: string[] = []
      for (const picture of projectPictures(brand.slug)) {
        const { placed, missing } = recording(() => picture.svg())
        const safe = SAFE[picture.slot]
        const keep = { x: safe.x * picture.w, y: safe.y * picture.h, w: safe.w * picture.w, h: safe.h * picture.h }
        const where = `${picture.slot} ${picture.scene}`
        for (const glyph of missing) problems.push(`${where}: no glyph for ${glyph}`)
        expect(placed.length, where).toBeGreaterThan(0)
        for (const item of placed) {
          if (!inside(item.box, keep)) problems.push(`${where}: "${item.what}" leaves what the crops keep`)
          if (item.frame && !inside(item.box, item.frame))
            problems.push(`${where}: "${item.what}" runs off its ${item.frameName}`)
        }
      }
      expect(problems).toEqual([])
    })
  }

  it('shows each project through its own cover and hero, and no composition twice in one project', () => {
    const plans = Object.values(PLANS)
    const covers = plans.map((plan) => plan.thumbnail)
    const heroes = plans.map((plan) => plan.hero)
    expect(new Set(covers).size).toBe(plans.length)
    expect(new Set(heroes).size).toBe(plans.length)
    expect(covers.filter((cover) => heroes.includes(cover))).toEqual([])
    for (const [slug, plan] of Object.entries(PLANS)) {
      const scenes = [plan.thumbnail, plan.hero, plan.first, ...plan.second, ...plan.slider, ...plan.third]
      expect(new Set(scenes).size, slug).toBe(scenes.length)
    }
  })
})
