// The CMS's favicon (cms/favicon.png, served by Strapi's favicon middleware at /favicon.ico): the site's own icon,
// rendered at 64 px. Strapi requires that middleware, and without a file it answered every /favicon.ico with a 500.
// Run: node scripts/media/make-cms-favicon.mjs
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

const svg = await readFile(new URL('../../public/favicon.svg', import.meta.url))
await sharp(svg, { density: 300 })
  .resize(64, 64)
  .png({ compressionLevel: 9, palette: true })
  .toFile(new URL('../../cms/favicon.png', import.meta.url).pathname)
console.log('cms/favicon.png written')
