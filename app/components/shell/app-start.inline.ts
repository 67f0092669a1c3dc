/**
 * The body of the inline script that starts the app (see app-start.ts for when and why). It runs in the page before
 * any module does, so it is not imported as code: `inline-script.plugin.ts` compiles and minifies this file at build
 * time and hands app-start.ts the default export's source text (`import … from './app-start.inline?inline-script'`).
 *
 * That is why the function is self-contained: it may use the browser's globals and its own parameters and locals,
 * never anything else in this module (a reference to a module-level name would be undefined in the page).
 * app-start.test.ts runs the compiled text against a DOM.
 */
export default function appStart(
  preloads: readonly string[],
  entries: readonly string[],
  latestMs: number,
  inlined: readonly string[],
  dictionaries: Readonly<Record<string, readonly string[]>>,
): void {
  // The same value as APP_START_FLAG in app-start.ts (a literal here, see above); the unit test checks they agree.
  const flag = '$_appStart'
  if (Reflect.get(window, flag)) return
  Reflect.set(window, flag, 1)

  const nonce = document.currentScript instanceof HTMLScriptElement ? document.currentScript.nonce : ''
  let started = false

  function add(element: HTMLLinkElement | HTMLScriptElement) {
    if (nonce) element.nonce = nonce
    document.head.appendChild(element)
  }

  function go() {
    if (started) return
    started = true
    // The page's stylesheets are in its HTML already. Vite's loader of a lazy chunk's CSS skips a stylesheet the
    // document already links, so each is linked here, disabled (never fetched, never applied): hydration does not
    // wait for a second copy of what is on screen. Later pages' stylesheets are fetched as usual.
    for (const href of inlined) {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.disabled = true
      link.href = href
      add(link)
    }
    // The dictionaries the page is written in (the document's language, the header's), which the entry would
    // otherwise only ask for once it runs.
    const langs = [document.documentElement.lang, document.querySelector('header[lang]')?.getAttribute('lang')]
    const wanted = langs.flatMap((lang) => (lang && dictionaries[lang]) || [])
    for (const href of new Set([...preloads, ...wanted])) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      add(link)
    }
    for (const src of entries) {
      const script = document.createElement('script')
      script.type = 'module'
      script.async = true
      script.src = src
      add(script)
    }
  }

  /** After the first contentful paint is on screen: its frame, then a task. */
  function afterPaint() {
    // A tab in the background paints nothing.
    if (document.visibilityState !== 'visible') return go()
    const Observer = window.PerformanceObserver
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      const observer = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        setTimeout(go, 0)
      })
      // Buffered: a paint that came before the observer started still counts.
      observer.observe({ type: 'paint', buffered: true })
    } else requestAnimationFrame(() => setTimeout(go, 0))
  }

  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].filter(
    (image) => !image.complete,
  )
  let left = pending.length
  if (left === 0) afterPaint()
  for (const image of pending) {
    const settled = () => {
      image.removeEventListener('load', settled)
      image.removeEventListener('error', settled)
      left -= 1
      if (left === 0) afterPaint()
    }
    image.addEventListener('load', settled)
    image.addEventListener('error', settled)
  }
  setTimeout(go, latestMs)
}
