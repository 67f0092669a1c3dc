// @vitest-environment node
import sharp from 'sharp'
import { expect, it } from 'vitest'

/**
 * How much the picture jumps at the edges of 8-pixel blocks against how much it changes elsewhere: about 1 for a
 * smooth picture, more where a video encoder's blocks show. The Creative Lab's poster was once blocky: it was
 * the compressed video's first frame (1.68); drawn from the gradient itself it is 1.34.
 */
async function blockiness(file: string): Promise<number> {
  const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true })
  let edge = 0
  let inside = 0
  let edges = 0
  let insides = 0
  for (let y = 0; y < info.height; y++) {
    for (let x = 1; x < info.width; x++) {
      const step = Math.abs((data[y * info.width + x] ?? 0) - (data[y * info.width + x - 1] ?? 0))
      if (x % 8 === 0) {
        edge += step
        edges++
      } else {
        inside += step
        insides++
      }
    }
  }
  return edge / edges / (inside / insides)
}

it('the Creative Lab hero’s poster is smooth, not the encoder’s blocks', async () => {
  expect(await blockiness('public/media/lab-hero-poster.webp')).toBeLessThan(1.5)
})
