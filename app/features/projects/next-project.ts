/**
 * product.md: the next project in list order, wrapping from the last to the first; kode-labs always points at the same
 * project (its case study leads into Chaos Clothing Brand).
 */
const FIXED_NEXT: Record<string, string> = {
  'kode-labs': 'chaos-clothing-brand',
  'kode-labs-nor': 'chaos-clothing-brand-nor',
}

export function nextProject<T extends { slug: string }>(list: readonly T[], slug: string): T | null {
  const fixed = FIXED_NEXT[slug]
  if (fixed) {
    const target = list.find((p) => p.slug === fixed)
    if (target) return target
  }
  if (list.length < 2) return null
  const index = list.findIndex((p) => p.slug === slug)
  return list[(index + 1) % list.length] ?? null
}
