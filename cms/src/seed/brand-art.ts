/**
 * The seed projects' pictures as an agency shows its work (decision 013): each project is a fictional brand
 * (brands.ts) shown in use as its tags say, in ten pictures of its own: the card's cover, the hero, the first
 * section's picture, two of the identity, three more for the slider (with the cover), and two of the launch. No two
 * projects share a cover or a hero composition, and no project shows the same composition twice. Every word and mark
 * stays clear of the crops the site makes (SAFE, checked by tests/unit/cms/brand-art.test.ts). Deterministic: the same
 * brand gives the same bytes.
 */
import sharp from 'sharp'
import {
  adsScene,
  apparelScene,
  badgeScene,
  billboardScene,
  boardScene,
  busShelterScene,
  cupScene,
  deliveryScene,
  lockupScene,
  merchScene,
  motionScene,
  podiumScene,
  postersScene,
  postsScene,
  shelfScene,
  signageScene,
  stageScene,
  stationeryScene,
  storefrontScene,
  storiesScene,
} from './brand-scenes'
import {
  bankPhoneScene,
  bankPhonesScene,
  browserScene,
  cmsScene,
  feedScene,
  laptopScene,
  orderCollageScene,
  orderPhonesScene,
  postPhoneScene,
  shopPhonesScene,
  specScene,
  tabletScene,
} from './brand-screens'
import { type Brand, brandOf } from './brands'
import { type Box, svg } from './draw'

export { BRANDS, type Brand, brandOf } from './brands'
// Other seed pictures (editorial-art.ts, media.ts) set their type with the same kit.
export { fontFile, type } from './draw'

type Scene = { draw: (brand: Brand, w: number, h: number) => string; alt: (brand: Brand) => string }

const quoted = (brand: Brand) => `“${brand.headline.join(' ')}”`
const first = (brand: Brand) => brand.items[0]?.name ?? brand.name

export const SCENES = {
  board: {
    draw: boardScene,
    alt: (b) => `${b.name} brand board: the logo, the colour palette and the ${b.typeName} typeface`,
  },
  lockup: { draw: lockupScene, alt: (b) => `The ${b.name} logo lockup on its colour, with its clear space marked` },
  stationery: { draw: stationeryScene, alt: (b) => `${b.name} business cards, front and back, on a letterhead` },
  billboard: { draw: billboardScene, alt: (b) => `A ${b.name} billboard by the road: ${quoted(b)}` },
  merch: { draw: merchScene, alt: (b) => `A ${b.name} tote bag and cup with the mark` },
  posts: {
    draw: postsScene,
    alt: (b) => `Four ${b.name} social media posts: a photo, the campaign line, a pattern of the mark and a product`,
  },
  busShelter: { draw: busShelterScene, alt: (b) => `A ${b.name} poster lit in a bus shelter at dusk: ${quoted(b)}` },
  posters: { draw: postersScene, alt: (b) => `${b.name} posters pasted on a street wall, three designs repeated` },
  stories: {
    draw: storiesScene,
    alt: (b) => `Three ${b.name} stories: the campaign line on a photo, a product and a poll`,
  },
  ads: { draw: adsScene, alt: (b) => `The ${b.name} display ads in four sizes, each labelled` },
  signage: { draw: signageScene, alt: (b) => `The ${b.name} sign on the reception wall, lit from above` },
  shelf: {
    draw: shelfScene,
    alt: (b) => `${b.name} bags in three blends on café shelves, under the line ${quoted(b)}`,
  },
  cup: { draw: cupScene, alt: (b) => `A ${b.name} takeaway cup and a bag of ${first(b)} on the counter` },
  podium: { draw: podiumScene, alt: (b) => `${b.name} serum, cream and cleanser on plinths against arches` },
  apparel: {
    draw: apparelScene,
    alt: (b) => `The ${first(b)} on a rail, its swing tag for the next drop hanging beside it`,
  },
  delivery: { draw: deliveryScene, alt: (b) => `A ${b.name} delivery bag and the order’s receipt` },
  storefront: {
    draw: storefrontScene,
    alt: (b) => `The ${b.name} shop front: its sign, the lettered window and a hanging sign`,
  },
  badge: { draw: badgeScene, alt: (b) => `Two ${b.name} badges on lanyards, a speaker’s and an attendee’s` },
  stage: {
    draw: stageScene,
    alt: (b) => `The ${b.name} main stage before the doors open, the campaign on the screen`,
  },
  motion: { draw: motionScene, alt: (b) => `The ${b.name} logo animation as four frames, and its timeline` },
  browser: { draw: browserScene, alt: (b) => `The ${b.name} website in a browser window: ${quoted(b)}` },
  laptop: { draw: laptopScene, alt: (b) => `The ${b.name} website on a laptop and on a phone, on a desk` },
  tablet: {
    draw: tabletScene,
    alt: (b) => `The ${b.name} website on a tablet and a phone on a table, beside the printed regatta programme`,
  },
  bankPhones: {
    draw: bankPhonesScene,
    alt: (b) => `The ${b.name} app on two phones: the account overview and a payment just made`,
  },
  bankPhone: {
    draw: bankPhoneScene,
    alt: (b) => `A payment of 45 kroner confirmed in the ${b.name} app, and the notification it sent`,
  },
  spec: {
    draw: specScene,
    alt: (b) => `The ${b.name} payment screen on the design canvas, with notes on tap targets, contrast and text size`,
  },
  cms: {
    draw: cmsScene,
    alt: (b) =>
      `The ${b.name} editors’ view: an event open in the content system, with its title, date, place and picture`,
  },
  feed: { draw: feedScene, alt: (b) => `Three phones on a table showing ${b.name} posts in a social feed` },
  postPhone: { draw: postPhoneScene, alt: (b) => `A ${b.name} post on a phone, with the comments it drew` },
  orderPhones: {
    draw: orderPhonesScene,
    alt: (b) => `The ${b.name} app on three phones: popular dishes, a dish to add, and an order on its way`,
  },
  orderCollage: {
    draw: orderCollageScene,
    alt: (b) => `The ${b.name} app tracking an order, with a dish, its 4.8 rating and the courier’s message around it`,
  },
  shopPhones: {
    draw: shopPhonesScene,
    alt: (b) => `The ${b.name} shop on two phones: the ${first(b)} and the countdown to the next drop`,
  },
} satisfies Record<string, Scene>

export type SceneName = keyof typeof SCENES

/** Where a picture goes on the project's page, and the size it is drawn at. */
export type Slot = 'thumbnail' | 'hero' | 'first' | 'second' | 'slider' | 'third'

export const SIZES: Record<Slot, { w: number; h: number }> = {
  thumbnail: { w: 1200, h: 800 },
  hero: { w: 1600, h: 1000 },
  first: { w: 1400, h: 900 },
  second: { w: 1400, h: 900 },
  slider: { w: 1400, h: 900 },
  third: { w: 1400, h: 900 },
}

/**
 * The part of each picture every crop of the site keeps (fractions of its size), where words and marks must stay.
 * A cover is shown at 3:2 on the cards, 14:9 in the slider, and on home's service panels down to 5:4 on a phone
 * (object-fit: cover, the sides go); the hero at 16:9 (top and bottom go); section pictures at 14:9 in the slider,
 * whole elsewhere.
 */
export const SAFE: Record<Slot, Box> = {
  thumbnail: { x: 0.09, y: 0.03, w: 0.82, h: 0.94 },
  hero: { x: 0.02, y: 0.06, w: 0.96, h: 0.88 },
  first: { x: 0.02, y: 0.02, w: 0.96, h: 0.96 },
  second: { x: 0.02, y: 0.02, w: 0.96, h: 0.96 },
  slider: { x: 0.02, y: 0.02, w: 0.96, h: 0.96 },
  third: { x: 0.02, y: 0.02, w: 0.96, h: 0.96 },
}

type Plan = {
  thumbnail: SceneName
  hero: SceneName
  first: SceneName
  second: [SceneName, SceneName]
  slider: [SceneName, SceneName, SceneName]
  third: [SceneName, SceneName]
}

/** Each project's pictures, as its tags say: a streetwear label on the street, a bank on phones, a summit on stage. */
export const PLANS: Record<string, Plan> = {
  'chaos-clothing-brand': {
    thumbnail: 'apparel',
    hero: 'posters',
    first: 'shopPhones',
    second: ['board', 'merch'],
    slider: ['stories', 'lockup', 'storefront'],
    third: ['billboard', 'posts'],
  },
  'kode-labs': {
    thumbnail: 'signage',
    hero: 'browser',
    first: 'motion',
    second: ['lockup', 'stationery'],
    slider: ['board', 'merch', 'posts'],
    third: ['laptop', 'ads'],
  },
  'smeg-kosovo': {
    thumbnail: 'postPhone',
    hero: 'feed',
    first: 'posts',
    second: ['stories', 'ads'],
    slider: ['storefront', 'lockup', 'merch'],
    third: ['billboard', 'busShelter'],
  },
  'fjord-coffee': {
    thumbnail: 'cup',
    hero: 'shelf',
    first: 'storefront',
    second: ['stationery', 'board'],
    slider: ['lockup', 'posts', 'merch'],
    third: ['busShelter', 'billboard'],
  },
  'nordlys-banking-app': {
    thumbnail: 'bankPhone',
    hero: 'bankPhones',
    first: 'spec',
    second: ['board', 'lockup'],
    slider: ['stationery', 'posts', 'ads'],
    third: ['billboard', 'busShelter'],
  },
  'prishtina-eats': {
    thumbnail: 'delivery',
    hero: 'orderCollage',
    first: 'orderPhones',
    second: ['lockup', 'stationery'],
    slider: ['posts', 'storefront', 'merch'],
    third: ['busShelter', 'billboard'],
  },
  'stavanger-sailing-club': {
    thumbnail: 'tablet',
    hero: 'laptop',
    first: 'cms',
    second: ['lockup', 'board'],
    slider: ['stationery', 'merch', 'busShelter'],
    third: ['posts', 'billboard'],
  },
  'alba-skincare': {
    thumbnail: 'busShelter',
    hero: 'podium',
    first: 'stories',
    second: ['board', 'stationery'],
    slider: ['lockup', 'posts', 'merch'],
    third: ['billboard', 'ads'],
  },
  'balkan-tech-summit': {
    thumbnail: 'badge',
    hero: 'stage',
    first: 'browser',
    second: ['lockup', 'board'],
    slider: ['ads', 'merch', 'stationery'],
    third: ['billboard', 'stories'],
  },
}

export type ProjectPicture = { slot: Slot; scene: SceneName; w: number; h: number; alt: string; svg: () => string }

/** A scene drawn for `brand` at `w` × `h`, as a whole SVG. */
export function sceneSvg(scene: SceneName, brand: Brand, w: number, h: number): string {
  return svg(w, h, SCENES[scene].draw(brand, w, h))
}

/** Every picture of a project, in the order of its page; empty for a project without a brand. */
export function projectPictures(slug: string): ProjectPicture[] {
  const brand = brandOf(slug)
  const plan = PLANS[slug]
  if (!brand || !plan) return []
  const picture = (slot: Slot, scene: SceneName): ProjectPicture => {
    const { w, h } = SIZES[slot]
    return { slot, scene, w, h, alt: SCENES[scene].alt(brand), svg: () => sceneSvg(scene, brand, w, h) }
  }
  return [
    picture('thumbnail', plan.thumbnail),
    picture('hero', plan.hero),
    picture('first', plan.first),
    ...plan.second.map((scene) => picture('second', scene)),
    ...plan.slider.map((scene) => picture('slider', scene)),
    ...plan.third.map((scene) => picture('third', scene)),
  ]
}

/** A project's cover, as its card shows it (home's pictures in public/media are these: make-images.mjs). */
export function thumbnailSvg(brand: Brand, w = SIZES.thumbnail.w, h = SIZES.thumbnail.h): string {
  return sceneSvg(PLANS[brand.slug]?.thumbnail ?? 'board', brand, w, h)
}

/** A project's hero. */
export function heroSvg(brand: Brand, w = SIZES.hero.w, h = SIZES.hero.h): string {
  return sceneSvg(PLANS[brand.slug]?.hero ?? 'browser', brand, w, h)
}

// The showreel's frames (scripts/media/reel-frames.mjs) name the compositions it cuts between.
export const boardSvg = (brand: Brand, w = 1400, h = 900) => sceneSvg('board', brand, w, h)
export const postsSvg = (brand: Brand, w = 1400, h = 900) => sceneSvg('posts', brand, w, h)
export const lockupSvg = (brand: Brand, w = 1400, h = 900) => sceneSvg('lockup', brand, w, h)
export const cardsSvg = (brand: Brand, w = 1400, h = 900) => sceneSvg('stationery', brand, w, h)
export const billboardSvg = (brand: Brand, w = 1400, h = 900) => sceneSvg('billboard', brand, w, h)
export const merchSvg = (brand: Brand, w = 1400, h = 900) => sceneSvg('merch', brand, w, h)

export async function renderSvg(markup: string): Promise<Buffer> {
  return sharp(Buffer.from(markup)).jpeg({ quality: 84, mozjpeg: true }).toBuffer()
}
