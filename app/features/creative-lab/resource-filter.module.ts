import { FILTER_ADDRESS_EVENT } from './filter-address'

/**
 * The free resources' filter on the server's markup (FreeResources.tsx; this is its screen module,
 * lib/screen-modules.ts). The server renders every resource: the category's in the list, the others in the list's
 * `<template>`, so a press answers in place: the filter pressed (`aria-current`), the list filtered, the page where it
 * is, and the address follows as a history entry of its own (the link's href, which without JavaScript is the page
 * the server renders filtered). Back and Forward show the filter of their address. Returns what undoes it.
 */
export default function attachResourceFilter(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLElement>('[data-resources]')
  const rest = root.querySelector('template[data-resources-rest]')
  const empty = root.querySelector<HTMLElement>('[data-resources-empty]')
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-category]')]
  if (!list || !(rest instanceof HTMLTemplateElement) || links.length === 0) return () => undefined
  // React renders a template's children into the element itself, the HTML parser into its content: both end there.
  rest.content.append(...rest.children)
  const items = [...list.children, ...rest.content.children]
    .filter((item): item is HTMLElement => item instanceof HTMLElement)
    .sort((a, b) => Number(a.dataset.order) - Number(b.dataset.order))

  const show = (category: string) => {
    for (const link of links) {
      if (link.dataset.category === category) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    }
    let shown = 0
    for (const item of items) {
      if (category && item.dataset.category !== category) rest.content.append(item)
      else {
        list.append(item)
        shown++
      }
    }
    if (empty) empty.hidden = shown > 0
  }
  /** The address's category, when it is one of the filters ('' for all). */
  const addressed = () => {
    const asked = new URLSearchParams(window.location.search).get('category') ?? ''
    return links.some((link) => link.dataset.category === asked) ? asked : ''
  }

  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    const category = link?.dataset.category
    // A new tab, a download, a modified click: the browser's.
    if (!link || category === undefined || !links.includes(link) || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return
    event.preventDefault()
    const current = links.find((other) => other.hasAttribute('aria-current'))
    if (current === link) return
    show(category)
    // The link's own href (a path, as the server wrote it): a router reads a full URL as another site's.
    const href = link.getAttribute('href') ?? ''
    const address = new CustomEvent(FILTER_ADDRESS_EVENT, { bubbles: true, cancelable: true, detail: href })
    if (root.dispatchEvent(address)) window.history.pushState(null, '', href)
  }
  const onPopState = () => show(addressed())
  root.addEventListener('click', onClick)
  window.addEventListener('popstate', onPopState)
  // Back and Forward within the page while the module was on its way: the list follows the address it found.
  show(addressed())
  return () => {
    root.removeEventListener('click', onClick)
    window.removeEventListener('popstate', onPopState)
  }
}
