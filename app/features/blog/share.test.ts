import { expect, it } from 'vitest'
import { shareLinks } from './share'

it('encodes the title and the page address for each network', () => {
  const links = shareLinks('Frilanser & byrå?', 'https://example.test/blog/frilanser-eller-byra?x=1')
  expect(links.map((l) => l.network)).toEqual(['x', 'facebook', 'linkedin'])
  expect(links[0]?.href).toBe(
    'https://x.com/intent/post?text=Frilanser%20%26%20byr%C3%A5%3F&url=https%3A%2F%2Fexample.test%2Fblog%2Ffrilanser-eller-byra%3Fx%3D1',
  )
  for (const link of links) expect(link.href).toContain('https%3A%2F%2Fexample.test%2Fblog%2Ffrilanser-eller-byra')
})
