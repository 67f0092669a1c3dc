import { createFileRoute } from '@tanstack/react-router'
import { brandLogoSvg } from '~/content/creative-lab/creative-lab.server'
import { CmsError } from '~/content/strapi.server'
import { errorFields, log } from '~/runtime/log.server'

/**
 * A brand logo as a same-origin download (product.md: saved as `logo.svg`; the `download` attribute only names files of
 * the page's own origin). The SVG is the editors' upload, so it is served as an attachment in a sandbox: a script
 * inside it can never run on this origin.
 */
export const Route = createFileRoute('/downloads/logo/$id')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        try {
          const svg = await brandLogoSvg(params.id)
          if (!svg) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
          return new Response(svg, {
            headers: {
              'Content-Type': 'image/svg+xml',
              'Content-Disposition': 'attachment; filename="logo.svg"',
              'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
              'X-Content-Type-Options': 'nosniff',
              'Cache-Control': 'public, max-age=300',
            },
          })
        } catch (error) {
          log('error', 'logo-download.failed', {
            reason: error instanceof CmsError ? error.detail : errorFields(error),
          })
          return new Response('The logo could not be fetched. Please try again.', {
            status: 503,
            headers: { 'Content-Type': 'text/plain', 'Retry-After': '30' },
          })
        }
      },
    },
  },
})
