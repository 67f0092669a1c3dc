import { PLACEHOLDER_RESOURCES_FOLDER } from '@origin/shared/launch-placeholders'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { designResource } from '~/content/creative-lab/creative-lab.schema.server'

const media = (url: string, width: number, height: number) => ({ url: `https://cms.example${url}`, width, height })
const downloads = (fields: Record<string, unknown>) =>
  v.parse(designResource, { documentId: 'r1', FileName: 'Fjord at dusk', ...fields }).downloads

it('offers a wallpaper at both sizes when the CMS has a phone file beside the file', () => {
  expect(
    downloads({
      File: media('/uploads/fjord.jpg', 1920, 1080),
      PhoneFile: media('/uploads/fjord-phone.jpg', 1170, 2532),
    }),
  ).toEqual([
    { kind: 'desktop', href: 'https://cms.example/uploads/fjord.jpg', width: 1920, height: 1080 },
    { kind: 'phone', href: 'https://cms.example/uploads/fjord-phone.jpg', width: 1170, height: 2532 },
  ])
})

it('prefers the cloud-drive folder (product.md), and falls back to a lone file or to nothing', () => {
  expect(downloads({ DriveLink: 'https://drive.example/kit', File: media('/uploads/kit.zip', 0, 0) })).toEqual([
    { kind: 'drive', href: 'https://drive.example/kit', width: null, height: null },
  ])
  expect(downloads({ File: media('/uploads/kit.zip', 10, 10) })).toMatchObject([{ kind: 'file' }])
  expect(downloads({ PhoneFile: media('/uploads/p.jpg', 1170, 2532) })).toMatchObject([{ kind: 'phone' }])
  expect(downloads({ File: { broken: true }, PhoneFile: null })).toEqual([])
})

it("offers no link to the seed's made-up folder: a database seeded before it became a site setting still has it", () => {
  expect(downloads({ DriveLink: PLACEHOLDER_RESOURCES_FOLDER })).toEqual([])
})
