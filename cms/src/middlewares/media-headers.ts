/**
 * The media library's files are served from the admin's own origin (`/uploads/…`), so a file that a browser runs
 * (an SVG with a script, an HTML page) would run with the session of whoever opens it: an Author, who may upload,
 * could plant one for an admin. The upload plugin takes only images, video and PDF (config/plugins.ts), and every
 * answer under `/uploads/` is a sandbox besides (a unique origin, no script, nothing loaded from elsewhere). What is
 * not a picture or a video a page shows is sent as a download (`attachment`): an `<img>` or `<video>` on the site or
 * in the admin shows it all the same; opening its address saves it instead of rendering it.
 */
import { posix } from 'node:path'
import type { Context, Next } from 'koa'

export const MEDIA_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"

/** Types a browser only ever displays: shown inline. Anything else (SVG, PDF, whatever slipped in) is downloaded. */
const SHOWN_INLINE = /^(image\/(png|jpeg|gif|webp|avif)|video\/(mp4|webm|ogg|quicktime))(;|$)/i

export function mediaHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Security-Policy': MEDIA_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...(SHOWN_INLINE.test(contentType) ? {} : { 'Content-Disposition': 'attachment' }),
  }
}

/**
 * Whether a request path names a file under `/uploads/` as the file server reads it: %-decoded and with `.` and `..`
 * resolved (`/%75ploads/x.svg` and `/uploads%2Fx.svg` are served as that file too). A path that does not decode is no
 * file of ours.
 */
export function isMediaPath(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  return posix.normalize(decoded).startsWith('/uploads/')
}

export default () => {
  return async (ctx: Context, next: Next) => {
    await next()
    if (!isMediaPath(ctx.path)) return
    for (const [name, value] of Object.entries(mediaHeaders(String(ctx.response.get('Content-Type') ?? '')))) {
      ctx.set(name, value)
    }
  }
}
