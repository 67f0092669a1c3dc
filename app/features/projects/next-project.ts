/**
 * product.md: a project's "Next Project" link leads to the next one in list order, wrapping from the last to the
 * first, and Kode Labs leads to a fixed one. That fixed target is now an editor's choice on any project (`nextProject`
 * in the CMS, seeded for Kode Labs → Chaos Clothing Brand); empty means list order.
 *
 * A choice must not cut the round short (Kode Labs pointing at Chaos, which wrapped back to Kode Labs, left seven of
 * nine projects unreachable). So the links walk one round through every project: list order, with each chosen
 * project moved to right after the project that chose it. When two choices pull the same way, the later in list order
 * wins; whatever the choices, every project is on the round once.
 */
export function nextProjectOrder<T extends { slug: string; nextSlug?: string | null }>(list: readonly T[]): string[] {
  const order = list.map((project) => project.slug)
  for (const project of list) {
    const chosen = project.nextSlug
    if (!chosen || chosen === project.slug || !order.includes(chosen)) continue
    order.splice(order.indexOf(chosen), 1)
    order.splice(order.indexOf(project.slug) + 1, 0, chosen)
  }
  return order
}

/** The project the "Next Project" link of `slug` leads to; null when there is no other. */
export function nextProject<T extends { slug: string; nextSlug?: string | null }>(
  list: readonly T[],
  slug: string,
): T | null {
  if (list.length < 2) return null
  const order = nextProjectOrder(list)
  const index = order.indexOf(slug)
  const next = order[(index + 1) % order.length]
  return list.find((project) => project.slug === next) ?? null
}
