/**
 * The body parser writes every uploaded part of a multipart request to the OS temp folder before any route or
 * permission check, and Strapi removes only the upload plugin's `files` field afterwards. Without this, anyone could
 * fill the disk with anonymous multipart POSTs, and the site's CVs (`file1`, `file2`) would stay in /tmp. It wraps
 * the body parser and removes every temp file of the request once the response is decided.
 */
import { unlink } from 'node:fs/promises'
import type { Context, Next } from 'koa'

export default () => {
  return async (ctx: Context, next: Next) => {
    try {
      await next()
    } finally {
      const files = ctx.request.files
      if (files && typeof files === 'object') {
        const all = Object.values(files).flatMap((value) => (Array.isArray(value) ? value : [value]))
        await Promise.all(
          all.map((file) =>
            file && typeof file === 'object' && 'filepath' in file
              ? unlink(String(file.filepath)).catch(() => undefined)
              : undefined,
          ),
        )
      }
    }
  }
}
