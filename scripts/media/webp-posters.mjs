// The videos' posters as WebP, a third of the JPEG's bytes (every browser that plays the WebM or MP4 shows WebP).
// make-videos.sh runs it after ffmpeg has drawn each poster; runnable alone too: node scripts/media/webp-posters.mjs
import { readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const media = join(dirname(fileURLToPath(import.meta.url)), '../../public/media')
for (const file of (await readdir(media)).filter((name) => name.endsWith('-poster.jpg'))) {
  const target = file.replace(/\.jpg$/, '.webp')
  const { size } = await sharp(join(media, file)).webp({ quality: 70 }).toFile(join(media, target))
  console.log(`${target}: ${size} bytes`)
}
