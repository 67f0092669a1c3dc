import { MAX_SLUG_LENGTH } from '~/content/content-model'
import { documentTitle, isTitledScreen } from '~/content/document-title.server'
import { CmsError } from '~/content/strapi.server'
import { errorFields, log } from '~/runtime/log.server'
import { publicSiteUrl } from '~/runtime/site-url.server'
import { cardText, parseShareCardPath } from './share-card'
import { shareCardPng } from './share-card-render.server'

const refusal = (status: 404 | 503, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

/**
 * The answer of `/og/<lang>/<screen>[/<slug>].png`: the page's share card, drawn from the title the page has now (a
 * document's is read from the CMS, published only). An address of no page, or of a document that is not published,
 * is a 404 before anything is drawn. Cached a day by whoever asks: the URL the pages give carries the title's
 * fingerprint, so a changed title is a new URL.
 */
export async function shareCardResponse(request: Request): Promise<Response> {
  const address = parseShareCardPath(new URL(request.url).pathname)
  if (!address) return refusal(404, 'No such card.')
  let title: string | undefined
  if (address.slug !== undefined) {
    if (!isTitledScreen(address.screen) || address.slug.length > MAX_SLUG_LENGTH) return refusal(404, 'No such card.')
    try {
      title = (await documentTitle(address.screen, address.lang, address.slug)) ?? undefined
    } catch (error) {
      log('error', 'share-card.failed', { reason: error instanceof CmsError ? error.detail : errorFields(error) })
      return refusal(503, 'The card is unavailable right now.', { 'Retry-After': '120' })
    }
    if (!title) return refusal(404, 'No such card.')
  }
  let png: Uint8Array<ArrayBuffer>
  try {
    png = await shareCardPng(cardText(address.screen, address.lang, new URL(publicSiteUrl()).host, title))
  } catch (error) {
    // The rasteriser could not start (its WebAssembly, a font): the page still works, only its preview waits.
    log('error', 'share-card.render-failed', { reason: errorFields(error) })
    return refusal(503, 'The card is unavailable right now.', { 'Retry-After': '120' })
  }
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
