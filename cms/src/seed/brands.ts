/**
 * The nine seed projects' clients as fictional brands: each with its own mark, wordmark, palette, typefaces, the
 * words on its materials (in the language the client would use: a Stavanger sailing club writes Norwegian), and a
 * picture of its own (a product, a landscape, a dish) that its website, posts and ads show. brand-scenes.ts draws
 * them in use; brand-art.ts says which project shows what.
 */
import { type Box, mix, placed } from './draw'
import { projects } from './projects'

export type Brand = {
  slug: string
  /**
   * The client's name as both its stories write it (projects.ts), so the two cannot drift apart: the pictures'
   * descriptions, shared by both languages, name it so (Stavanger Seilforening, never the English Sailing Club).
   */
  name: string
  /** The wordmark as set (case and words chosen for the brand). */
  wordmark: string
  domain: string
  handle: string
  /** Display typeface (a @fontsource file) and its name, for the brand board. */
  display: string
  typeName: string
  /** The typeface of its interfaces and small print. */
  body: string
  bodyBold: string
  colors: { background: string; ink: string; accent: string; soft: string; paper: string }
  /** The campaign line, in two lines. */
  headline: [string, string]
  /** One line under the headline on a website or an ad. */
  subline: string
  /** The call to action on its website and ads. */
  action: string
  nav: [string, string, string]
  /** What its lists show: products, dishes, events, payments. */
  items: { name: string; detail: string; value: string }[]
  /** Who is on its business card. */
  person: { name: string; role: string; email: string }
  /** The mark, drawn in a 100 × 100 box. */
  mark: (color: string, accent: string) => string
  /** The brand's own picture, drawn to cover `box` (the caller clips it); `close` zooms in on its subject, or `focus`. */
  picture: (box: Box, close?: boolean, focus?: readonly [number, number]) => string
  /** The line on a post about one of its things (a product and its price, an event and its time). */
  tag?: string
  /** The question of its story's poll between two of its things. */
  poll?: string
}

const DM = 'dm-sans/files/dm-sans-latin-400-normal.woff'
const DM_BOLD = 'dm-sans/files/dm-sans-latin-700-normal.woff'

/**
 * Draws a picture made in a 400 × 300 design space so that it covers `box`, centred; close up, it shows the part
 * around `focus` at twice the size, as a second photograph of the same thing would.
 */
function cover(box: Box, draw: () => string, close = false, focus: readonly [number, number] = [200, 150]): string {
  const scale = Math.max(box.w / 400, box.h / 300) * (close ? 2.2 : 1)
  const [fx, fy] = close ? focus : [200, 150]
  return placed({ x: box.x + box.w / 2 - fx * scale, y: box.y + box.h / 2 - fy * scale, scale }, draw)
}

/** A hoodie, its neck at (0, 0), 330 units wide at the cuffs: Chaos's product. */
export function hoodie(fill: string, trim: string, print: string): string {
  const body =
    'M-58 0C-40 18 40 18 58 0L108 16C134 28 148 58 153 98L165 236 128 242 116 124 112 252H-112L-116 124-128 242-165 236-153 98C-148 58-134 28-108 16Z'
  return [
    '<path d="M-62 4C-72-40-34-72 0-72 34-72 72-40 62 4Z" fill="',
    trim,
    '"/>',
    `<path d="${body}" fill="${fill}"/>`,
    `<path d="M-40 6C-40-26 40-26 40 6C20 16-20 16-40 6Z" fill="${mix(trim, '#000000', 0.35)}"/>`,
    `<path d="M-112 234H112V252H-112ZM-165 222 128 228" fill="${trim}"/>`,
    `<path d="M-165 236-163 216-126 222-128 242ZM165 236 163 216 126 222 128 242Z" fill="${trim}"/>`,
    `<path d="M-64 176H64L76 226H-76Z" fill="${mix(fill, '#000000', 0.12)}"/>`,
    `<path d="M-14 10V56M14 10V60" stroke="${print}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('')
}

/** A 1950s-style fridge, 120 × 260 from its top left: SMEG's product. */
export function fridge(fill: string, chrome: string): string {
  return [
    `<rect width="120" height="248" rx="34" fill="${fill}"/>`,
    `<path d="M6 86H114" stroke="${mix(fill, '#000000', 0.18)}" stroke-width="3"/>`,
    `<rect x="96" y="30" width="8" height="40" rx="4" fill="${chrome}"/><rect x="96" y="104" width="8" height="60" rx="4" fill="${chrome}"/>`,
    `<rect x="30" y="224" width="60" height="6" rx="3" fill="${chrome}"/>`,
    `<rect x="14" y="246" width="14" height="14" rx="3" fill="#2a2a2a"/><rect x="92" y="246" width="14" height="14" rx="3" fill="#2a2a2a"/>`,
  ].join('')
}

/** A kettle, 110 wide, its base at y = 0. */
function kettle(fill: string, chrome: string): string {
  return [
    `<path d="M-40 0C-52-40-46-78-30-96H30C46-78 52-40 40 0Z" fill="${fill}"/>`,
    `<path d="M36-70C58-74 64-88 70-100" stroke="${fill}" stroke-width="12" stroke-linecap="round" fill="none"/>`,
    `<path d="M-30-96C-28-124 28-124 30-96" stroke="${chrome}" stroke-width="8" fill="none"/>`,
    `<rect x="-44" y="-6" width="88" height="10" rx="5" fill="${chrome}"/>`,
  ].join('')
}

/** A coffee bag, 160 × 230 from its top left: Fjord Coffee's product, with the label left for the caller. */
export function coffeeBag(fill: string, fold: string): string {
  return [
    `<path d="M10 22H150L160 230H0Z" fill="${fill}"/>`,
    `<path d="M6 0H154L150 26H10Z" fill="${fold}"/>`,
    `<path d="M30 12H130" stroke="${mix(fold, '#000000', 0.25)}" stroke-width="3" stroke-dasharray="6 5"/>`,
  ].join('')
}

const BRAND_DRAWINGS: readonly Omit<Brand, 'name'>[] = [
  {
    slug: 'chaos-clothing-brand',
    wordmark: 'CHAOS',
    domain: 'chaos.clothing',
    handle: '@chaos.clothing',
    display: 'anton/files/anton-latin-400-normal.woff',
    typeName: 'Anton',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#ff6b4a', ink: '#0d0d0d', accent: '#f4f1ea', soft: '#ffb09c', paper: '#f4f1ea' },
    headline: ['MAKE SOME', 'NOISE'],
    subline: 'Drop 02 lands Friday at 18:00',
    action: 'Shop the drop',
    nav: ['Shop', 'Drops', 'Stores'],
    items: [
      { name: 'Noise Hoodie', detail: 'Heavy cotton, coral', value: '89 €' },
      { name: 'Static Tee', detail: 'Boxy fit, black', value: '39 €' },
      { name: 'Riot Cap', detail: 'Six panels, washed', value: '29 €' },
    ],
    person: { name: 'Dren Gashi', role: 'Founder', email: 'dren@chaos.clothing' },
    mark: (c) => {
      const points = Array.from({ length: 24 }, (_, i) => {
        const r = i % 2 === 0 ? 50 : 26 + ((i * 7) % 11)
        const a = (i / 24) * Math.PI * 2
        return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`
      })
      return `<polygon points="${points.join(' ')}" fill="${c}"/>`
    },
    picture: (box, close, focus) =>
      cover(
        box,
        () =>
          [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#ff6b4a"/>',
            '<circle cx="320" cy="70" r="90" fill="#ffb09c"/>',
            placed({ x: 200, y: 60, scale: 0.78 }, () => hoodie('#0d0d0d', '#1f1f1f', '#f4f1ea')),
            '<polygon points="200,120 207,140 228,136 213,151 224,170 204,161 191,178 189,157 168,154 186,143 178,124 196,133" fill="#ff6b4a"/>',
          ].join(''),
        close,
        focus ?? [200, 150],
      ),
  },
  {
    slug: 'kode-labs',
    wordmark: 'kode/labs',
    domain: 'kodelabs.dev',
    handle: '@kodelabs',
    display: 'space-mono/files/space-mono-latin-700-normal.woff',
    typeName: 'Space Mono',
    body: 'space-mono/files/space-mono-latin-400-normal.woff',
    bodyBold: 'space-mono/files/space-mono-latin-700-normal.woff',
    colors: { background: '#0d0d0d', ink: '#f4f1ea', accent: '#2433d6', soft: '#9ea8ff', paper: '#f4f1ea' },
    headline: ['Software as', 'precise as code'],
    subline: 'Product teams for start-ups and scale-ups',
    action: 'Start a project',
    nav: ['Work', 'Services', 'Careers'],
    items: [
      { name: 'Platform rebuild', detail: 'Logistics, 14 weeks', value: '2024' },
      { name: 'Booking app', detail: 'Health, 9 weeks', value: '2023' },
      { name: 'Design system', detail: 'Retail, 6 weeks', value: '2023' },
    ],
    person: { name: 'Arta Hoxha', role: 'Managing Director', email: 'arta@kodelabs.dev' },
    tag: 'New case study: a platform rebuild',
    mark: (c, a) =>
      `<rect x="4" y="4" width="92" height="92" rx="18" fill="${a}"/><path d="M38 30 18 50l20 20M62 30l20 20-20 20" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="square"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () => {
          const rows = [
            [0, 0.3, '#9ea8ff'],
            [1, 0.55, '#f4f1ea'],
            [1, 0.4, '#ff6b4a'],
            [2, 0.5, '#f4f1ea'],
            [2, 0.25, '#9ea8ff'],
            [1, 0.45, '#f4f1ea'],
            [0, 0.2, '#9ea8ff'],
            [0, 0.6, '#f4f1ea'],
            [1, 0.35, '#ff6b4a'],
          ] as const
          return [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#2433d6"/>',
            '<rect x="40" y="30" width="320" height="240" rx="14" fill="#0d0d0d"/>',
            rows
              .map(
                ([indent, width, color], i) =>
                  `<rect x="${64 + indent * 22}" y="${60 + i * 22}" width="${220 * width}" height="9" rx="4.5" fill="${color}" opacity="0.9"/>`,
              )
              .join(''),
            '<rect x="196" y="234" width="10" height="14" fill="#9ea8ff"/>',
          ].join('')
        },
        close,
        focus ?? [150, 110],
      ),
  },
  {
    slug: 'smeg-kosovo',
    wordmark: 'smeg kosovo',
    domain: 'smeg-kosovo.com',
    handle: '@smegkosovo',
    display: 'outfit/files/outfit-latin-700-normal.woff',
    typeName: 'Outfit',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#e8e3d8', ink: '#0d0d0d', accent: '#2433d6', soft: '#c9c2b2', paper: '#f7f4ee' },
    headline: ['Made to be', 'looked at'],
    subline: 'The 50s Style collection, now in Prishtina',
    action: 'Visit the showroom',
    nav: ['Kitchen', 'Small appliances', 'Showroom'],
    items: [
      { name: '50s Style fridge', detail: 'Pastel blue', value: '1 290 €' },
      { name: 'Kettle', detail: 'Cream, 1.7 l', value: '169 €' },
      { name: 'Toaster', detail: 'Red, two slots', value: '149 €' },
    ],
    person: { name: 'Blerta Morina', role: 'Marketing Manager', email: 'blerta@smeg-kosovo.com' },
    mark: (c, a) =>
      `<rect x="8" y="4" width="84" height="92" rx="16" fill="none" stroke="${c}" stroke-width="7"/><circle cx="50" cy="56" r="24" fill="${a}"/><rect x="22" y="16" width="20" height="6" rx="3" fill="${c}"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () =>
          [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#9ec3d6"/>',
            '<rect x="-400" y="236" width="1200" height="400" fill="#e8e3d8"/>',
            '<circle cx="90" cy="90" r="44" fill="#f7f4ee" opacity="0.6"/>',
            placed({ x: 140, y: -14, scale: 1 }, () => fridge('#f7f4ee', '#b9b4aa')),
            placed({ x: 300, y: 236, scale: 0.75 }, () => kettle('#ff6b4a', '#d8d2c6')),
            '<ellipse cx="200" cy="250" rx="80" ry="6" fill="#000" opacity="0.12"/>',
          ].join(''),
        close,
        focus ?? [190, 110],
      ),
  },
  {
    slug: 'fjord-coffee',
    wordmark: 'Fjord Coffee',
    domain: 'fjordcoffee.no',
    handle: '@fjordcoffee',
    display: 'fraunces/files/fraunces-latin-700-normal.woff',
    typeName: 'Fraunces',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#3a2418', ink: '#f4f1ea', accent: '#ff6b4a', soft: '#7a5440', paper: '#f4f1ea' },
    headline: ['Roasted by', 'the west coast'],
    subline: 'Small batches, roasted every Tuesday',
    action: 'Order beans',
    nav: ['Coffee', 'Café', 'Subscriptions'],
    items: [
      { name: 'Vestland Morning', detail: 'Light roast, Ethiopia', value: '149 kr' },
      { name: 'Harbour Espresso', detail: 'Medium roast, Brazil', value: '139 kr' },
      { name: 'Fjordlys Decaf', detail: 'Medium roast, Colombia', value: '159 kr' },
    ],
    person: { name: 'Kari Nilsen', role: 'Head Roaster', email: 'kari@fjordcoffee.no' },
    mark: (c, a) =>
      `<circle cx="50" cy="50" r="46" fill="none" stroke="${c}" stroke-width="6"/><path d="M14 62 34 36l14 18 12-14 26 22" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M20 74h60" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () =>
          [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#f2c9a0"/>',
            '<circle cx="270" cy="110" r="34" fill="#ff6b4a"/>',
            '<path d="M-400 200 20 70 120 150 210 60 330 170 420 110 800 210V600H-400Z" fill="#7a5440"/>',
            '<path d="M-400 220 60 140 160 200 260 130 400 210 800 200V600H-400Z" fill="#3a2418"/>',
            '<rect x="-400" y="214" width="1200" height="400" fill="#23406e"/>',
            '<path d="M40 232H140M210 252H330M90 272H170" stroke="#9ea8ff" stroke-width="3" stroke-linecap="round" opacity="0.6"/>',
            '<path d="M300 214V184L318 168 336 184V214Z" fill="#c8321e"/><rect x="312" y="196" width="12" height="18" fill="#3a2418"/>',
          ].join(''),
        close,
        focus ?? [300, 190],
      ),
  },
  {
    slug: 'nordlys-banking-app',
    wordmark: 'nordlys',
    domain: 'nordlys.bank',
    handle: '@nordlysbank',
    display: 'outfit/files/outfit-latin-600-normal.woff',
    typeName: 'Outfit',
    body: 'outfit/files/outfit-latin-400-normal.woff',
    bodyBold: 'outfit/files/outfit-latin-600-normal.woff',
    colors: { background: '#0b1d3a', ink: '#f4f1ea', accent: '#9ea8ff', soft: '#23406e', paper: '#f4f1ea' },
    headline: ['Betal på', 'to trykk'],
    subline: 'Banken som er enkel å bruke for alle',
    action: 'Betal',
    nav: ['Konto', 'Betal', 'Spar'],
    items: [
      { name: 'Dagligvarer', detail: 'Kiwi Madla', value: '– 248 kr' },
      { name: 'Lønn', detail: 'Fra arbeidsgiver', value: '+ 32 400 kr' },
      { name: 'Kaffe', detail: 'Fjord Coffee', value: '– 45 kr' },
    ],
    person: { name: 'Silje Haugland', role: 'Head of Product', email: 'silje@nordlys.bank' },
    tag: 'Nå i App Store og Google Play',
    mark: (c, a) =>
      `<path d="M50 6C54 36 64 46 94 50 64 54 54 64 50 94 46 64 36 54 6 50 36 46 46 36 50 6Z" fill="${a}"/><circle cx="50" cy="50" r="9" fill="${c}"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () =>
          [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#0b1d3a"/>',
            // The lights as ribbons, each drawn wide and faint and then narrower: a glow without a blur filter.
            [64, 48, 34, 22, 12]
              .map(
                (width) =>
                  `<path d="M-40 170C60 60 150 140 230 70S380 40 460 90" stroke="#5fe3b4" stroke-width="${width}" fill="none" opacity="0.13" stroke-linecap="round"/><path d="M-40 130C80 40 170 110 250 40S400 20 460 50" stroke="#9ea8ff" stroke-width="${width * 0.7}" fill="none" opacity="0.14" stroke-linecap="round"/>`,
              )
              .join(''),
            [
              [40, 40],
              [120, 24],
              [330, 30],
              [370, 120],
              [200, 20],
              [70, 110],
            ]
              .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#f4f1ea"/>`)
              .join(''),
            '<path d="M-400 300 -40 210 60 170 140 220 230 160 330 230 800 240V600H-400Z" fill="#071226"/>',
          ].join(''),
        close,
        focus ?? [150, 120],
      ),
  },
  {
    slug: 'prishtina-eats',
    wordmark: 'prishtina eats',
    domain: 'prishtinaeats.com',
    handle: '@prishtinaeats',
    display: 'unbounded/files/unbounded-latin-700-normal.woff',
    typeName: 'Unbounded',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#ff6b4a', ink: '#0d0d0d', accent: '#2433d6', soft: '#ffd2c6', paper: '#f4f1ea' },
    headline: ['Hungry?', 'It’s on its way'],
    subline: 'From 60 kitchens in Prishtina, in about 25 minutes',
    action: 'Order now',
    nav: ['Restaurants', 'Offers', 'Help'],
    items: [
      { name: 'Flija with honey', detail: 'Te Nona, 1.2 km', value: '4.50 €' },
      { name: 'Qebapa, ten', detail: 'Qebaptore Rugova', value: '6.00 €' },
      { name: 'Tavë kosi', detail: 'Shpija e Vjetër', value: '7.20 €' },
    ],
    person: { name: 'Faton Berisha', role: 'Co-founder', email: 'faton@prishtinaeats.com' },
    mark: (c, a) =>
      `<path d="M8 48h84a42 42 0 0 1-84 0Z" fill="${c}"/><path d="M34 34c-6-8 6-12 0-22M50 34c-6-8 6-12 0-22M66 34c-6-8 6-12 0-22" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () => {
          const wedges = Array.from({ length: 8 }, (_, i) => {
            const a0 = (i / 8) * Math.PI * 2
            const a1 = ((i + 1) / 8) * Math.PI * 2
            const r = 78
            return `<path d="M200 150L${(200 + r * Math.cos(a0)).toFixed(1)} ${(150 + r * Math.sin(a0)).toFixed(1)}A${r} ${r} 0 0 1 ${(200 + r * Math.cos(a1)).toFixed(1)} ${(150 + r * Math.sin(a1)).toFixed(1)}Z" fill="${i % 2 ? '#f2c46b' : '#e9b04f'}" stroke="#c98a2c" stroke-width="2"/>`
          }).join('')
          return [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#ffd2c6"/>',
            '<circle cx="200" cy="150" r="104" fill="#f4f1ea"/><circle cx="200" cy="150" r="90" fill="#fff"/>',
            wedges,
            '<circle cx="200" cy="150" r="16" fill="#c98a2c" opacity="0.5"/>',
            '<circle cx="350" cy="80" r="44" fill="#f4f1ea"/><circle cx="350" cy="80" r="34" fill="#fff"/>',
            '<rect x="326" y="66" width="48" height="9" rx="4.5" fill="#8a3b1f"/><rect x="326" y="80" width="48" height="9" rx="4.5" fill="#8a3b1f"/><circle cx="340" cy="100" r="5" fill="#5a9e4b"/>',
            '<circle cx="60" cy="230" r="40" fill="#f4f1ea"/><circle cx="60" cy="230" r="30" fill="#fbf7ea"/><circle cx="52" cy="224" r="8" fill="#5a9e4b"/><circle cx="68" cy="236" r="7" fill="#c8321e"/>',
            '<path d="M330 190l40 90M344 186l40 90" stroke="#b9b4aa" stroke-width="6" stroke-linecap="round"/>',
          ].join('')
        },
        close,
        focus ?? [200, 150],
      ),
  },
  {
    slug: 'stavanger-sailing-club',
    wordmark: 'Stavanger Seilforening',
    domain: 'stavanger-seil.no',
    handle: '@stavangerseil',
    display: 'playfair-display/files/playfair-display-latin-700-normal.woff',
    typeName: 'Playfair Display',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#1b4f72', ink: '#f4f1ea', accent: '#9ea8ff', soft: '#2d6a94', paper: '#f4f1ea' },
    headline: ['Ut på vannet', 'hver onsdag'],
    subline: 'Seiling for alle, fra optimist til regatta',
    action: 'Bli medlem',
    nav: ['Seiling', 'Kurs', 'Medlem'],
    items: [
      { name: 'Onsdagsregatta', detail: 'Byfjorden', value: 'Ons 18.00' },
      { name: 'Nybegynnerkurs', detail: 'Klubbhuset', value: 'Lør 10.00' },
      { name: 'Dugnad i havna', detail: 'Gandsfjorden', value: 'Søn 12.00' },
    ],
    person: { name: 'Ingrid Larsen', role: 'Styreleder', email: 'ingrid@stavanger-seil.no' },
    mark: (c, a) =>
      `<path d="M52 6v62H14Z" fill="${c}"/><path d="M58 20v48h28Z" fill="${a}"/><path d="M8 76h84l-10 16H18Z" fill="${c}"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () => {
          const boat = (x: number, y: number, s: number, sail: string) =>
            `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-80V0H-46Z" fill="${sail}"/><path d="M6-64V0H34Z" fill="#9ea8ff"/><path d="M-50 6H44L36 18H-42Z" fill="#0d0d0d"/></g>`
          return [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#cfe0f2"/>',
            '<circle cx="300" cy="70" r="30" fill="#fff3d6"/>',
            '<path d="M-400 170 60 140 160 160 260 136 800 170V600H-400Z" fill="#8fb0c9"/>',
            '<rect x="-400" y="168" width="1200" height="400" fill="#2d6a94"/>',
            '<path d="M30 200H110M190 230H300M60 262H150M250 280H340" stroke="#cfe0f2" stroke-width="3" stroke-linecap="round" opacity="0.55"/>',
            boat(120, 214, 1, '#f4f1ea'),
            boat(260, 190, 0.6, '#f4f1ea'),
            boat(340, 176, 0.4, '#f4f1ea'),
          ].join('')
        },
        close,
        focus ?? [120, 190],
      ),
  },
  {
    slug: 'alba-skincare',
    wordmark: 'Alba',
    domain: 'albaskin.com',
    handle: '@albaskin',
    display: 'dm-serif-display/files/dm-serif-display-latin-400-normal.woff',
    typeName: 'DM Serif Display',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#f4d9cc', ink: '#0d0d0d', accent: '#ff6b4a', soft: '#eabfae', paper: '#fbf1ec' },
    headline: ['Clean skin,', 'clear promise'],
    subline: 'Seven ingredients. Every one on the label.',
    action: 'Find your routine',
    nav: ['Skincare', 'Ingredients', 'Stores'],
    items: [
      { name: 'Daily Serum', detail: '30 ml', value: '34 €' },
      { name: 'Barrier Cream', detail: '50 ml', value: '29 €' },
      { name: 'Gentle Cleanser', detail: '150 ml', value: '22 €' },
    ],
    person: { name: 'Elira Shala', role: 'Founder', email: 'elira@albaskin.com' },
    mark: (c, a) =>
      `<path d="M10 64a40 40 0 0 1 80 0Z" fill="${a}"/><path d="M4 74h92" stroke="${c}" stroke-width="6"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () =>
          [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#f4d9cc"/>',
            '<path d="M120 300V140A80 80 0 0 1 280 140V300Z" fill="#eabfae"/>',
            '<rect x="-400" y="236" width="1200" height="400" fill="#e2b19c"/>',
            '<rect x="176" y="120" width="48" height="116" rx="16" fill="#fbf1ec"/><rect x="188" y="92" width="24" height="30" rx="4" fill="#0d0d0d"/>',
            '<path d="M182 170A18 18 0 0 1 218 170Z" fill="#ff6b4a"/>',
            '<rect x="240" y="176" width="64" height="60" rx="12" fill="#ff6b4a"/><rect x="244" y="162" width="56" height="16" rx="6" fill="#fbf1ec"/>',
            '<path d="M96 236C90 190 110 150 140 130M118 186C100 176 92 160 94 146M126 160C140 154 150 140 152 126" stroke="#5a7d4b" stroke-width="5" fill="none" stroke-linecap="round"/>',
          ].join(''),
        close,
        focus ?? [230, 180],
      ),
  },
  {
    slug: 'balkan-tech-summit',
    wordmark: 'BALKAN TECH SUMMIT',
    domain: 'balkantechsummit.com',
    handle: '@balkantech',
    display: 'archivo-black/files/archivo-black-latin-400-normal.woff',
    typeName: 'Archivo Black',
    body: DM,
    bodyBold: DM_BOLD,
    colors: { background: '#2433d6', ink: '#f4f1ea', accent: '#0d0d0d', soft: '#9ea8ff', paper: '#f4f1ea' },
    headline: ['3 DAYS', '60 TALKS'],
    subline: 'Prishtina, 14–16 May. Tickets on sale now.',
    action: 'Get tickets',
    nav: ['Programme', 'Speakers', 'Tickets'],
    items: [
      { name: 'Shipping AI features', detail: 'Main stage', value: '09:30' },
      { name: 'Design systems at scale', detail: 'Hall B', value: '11:00' },
      { name: 'Founders’ panel', detail: 'Main stage', value: '14:00' },
    ],
    person: { name: 'Gent Rexhepi', role: 'Programme Lead', email: 'gent@balkantechsummit.com' },
    tag: 'Early-bird tickets until 1 March',
    poll: 'Which talk first?',
    mark: (c, a) =>
      `<path d="M6 88 50 12l44 76Z" fill="${c}"/><path d="M30 88 50 52l20 36Z" fill="${a}"/><circle cx="50" cy="12" r="7" fill="${a}"/>`,
    picture: (box, close, focus) =>
      cover(
        box,
        () => {
          const peaks = [
            [0, '#9ea8ff'],
            [1, '#f4f1ea'],
            [2, '#0d0d0d'],
          ] as const
          return [
            '<rect x="-400" y="-300" width="1200" height="900" fill="#2433d6"/>',
            peaks
              .map(([row, color]) =>
                Array.from({ length: 7 }, (_, i) => {
                  const x = -40 + i * 80 + (row % 2) * 40
                  const y = 120 + row * 70
                  return `<path d="M${x} ${y + 90}L${x + 40} ${y}L${x + 80} ${y + 90}Z" fill="${color}"/>`
                }).join(''),
              )
              .join(''),
            '<circle cx="320" cy="60" r="26" fill="#ff6b4a"/>',
          ].join('')
        },
        close,
        focus ?? [200, 180],
      ),
  },
]

export const BRANDS: readonly Brand[] = BRAND_DRAWINGS.map((drawing) => {
  const project = projects.find((candidate) => candidate.slug.en === drawing.slug)
  if (!project) throw new Error(`brands: no seed project has the slug ${drawing.slug}`)
  return { ...drawing, name: project.client }
})

export function brandOf(slug: string): Brand | undefined {
  return BRANDS.find((brand) => brand.slug === slug)
}
