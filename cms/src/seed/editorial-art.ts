/**
 * The blog posts' pictures as editorial illustrations (decision 013): each one draws what its title is about, in the
 * studio's palette, flat shapes and real type (outlines, see brand-art.ts). One square illustration per post, placed
 * on a landscape canvas for the article's main image and a portrait one for the list's thumbnail. Deterministic.
 */
import { fontFile, type as setType } from './brand-art'
import type { Lang } from './content'
import { BLUE, CORAL, INK, PAPER, PERI, SAND } from './palette'

const BOLD = 'dm-sans/files/dm-sans-latin-700-normal.woff'
const REGULAR = 'dm-sans/files/dm-sans-latin-400-normal.woff'
const DISPLAY = 'archivo-black/files/archivo-black-latin-400-normal.woff'

/** Drawn once per language: the words in a picture are the page's words, and so is its alt text. */
type Illustration = { background: string; alt: Record<Lang, string>; draw: (say: Say) => string }
type Say = (en: string, no: string) => string
const sayer =
  (lang: Lang): Say =>
  (en, no) =>
    lang === 'en' ? en : no

const text = (
  file: string,
  value: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
) => setType(fontFile(file), value, x, y, size, { fill, anchor })

/** A person as the site draws people: a round head and rounded shoulders. */
function person(x: number, y: number, scale: number, body: string, head = INK): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="0" cy="-70" r="34" fill="${head}"/><path d="M-62 40v-22a62 62 0 0 1 124 0v22Z" fill="${body}"/></g>`
}

const ILLUSTRATIONS: Record<string, Illustration> = {
  'do-i-need-a-website-for-my-start-up': {
    background: PERI,
    alt: {
      en: 'Illustration: a first website taking shape in a browser window, with a rocket on its launch page',
      'nb-NO': 'Illustrasjon: en første nettside tar form i et nettleservindu, med en rakett på lanseringssiden',
    },
    draw: (say) =>
      [
        `<rect x="90" y="170" width="820" height="620" rx="34" fill="${PAPER}"/>`,
        `<path d="M90 204a34 34 0 0 1 34-34h752a34 34 0 0 1 34 34v50H90Z" fill="${INK}"/>`,
        [CORAL, PERI, PAPER].map((c, i) => `<circle cx="${140 + i * 36}" cy="212" r="11" fill="${c}"/>`).join(''),
        text(BOLD, say('your-start-up.com', 'din-oppstart.no'), 500, 222, 26, PAPER, 'middle'),
        text(DISPLAY, say('LAUNCH', 'LANSER'), 150, 400, 96, INK),
        `<rect x="150" y="450" width="360" height="22" rx="11" fill="${INK}" opacity="0.25"/><rect x="150" y="490" width="300" height="22" rx="11" fill="${INK}" opacity="0.25"/>`,
        `<rect x="150" y="560" width="230" height="76" rx="38" fill="${BLUE}"/>`,
        text(BOLD, say('Get started', 'Kom i gang'), 265, 609, 28, PAPER, 'middle'),
        // The rocket, leaving the page.
        `<g transform="translate(700 520) rotate(35)"><path d="M0-170c60 60 70 150 40 230H-40c-30-80-20-170 40-230Z" fill="${BLUE}"/><circle cx="0" cy="-60" r="30" fill="${PAPER}"/><path d="M-40 40-90 100h60ZM40 40l50 60H30Z" fill="${CORAL}"/><path d="M-24 64h48l-24 70Z" fill="${CORAL}"/></g>`,
      ].join(''),
  },
  'freelancer-vs-agency': {
    background: SAND,
    alt: {
      en: 'Illustration: one freelancer on the left and an agency team of five on the right, with “1 vs 12” between them',
      'nb-NO': 'Illustrasjon: én frilanser til venstre og et byråteam på fem til høyre, med «1 vs 12» mellom dem',
    },
    draw: (say) =>
      [
        `<rect x="60" y="200" width="360" height="560" rx="40" fill="${PERI}"/>`,
        person(240, 560, 1.6, BLUE),
        `<rect x="580" y="200" width="360" height="560" rx="40" fill="${BLUE}"/>`,
        person(680, 470, 0.8, CORAL, PAPER),
        person(840, 470, 0.8, PERI, PAPER),
        person(760, 640, 0.8, PAPER, PAPER),
        person(660, 700, 0.6, CORAL, PAPER),
        person(860, 700, 0.6, PERI, PAPER),
        text(DISPLAY, '1', 240, 170, 110, INK, 'middle'),
        text(DISPLAY, 'vs', 500, 500, 80, CORAL, 'middle'),
        text(DISPLAY, '12', 760, 170, 110, INK, 'middle'),
        text(BOLD, say('FREELANCER', 'FRILANSER'), 240, 830, 34, INK, 'middle'),
        text(BOLD, say('AGENCY', 'BYRÅ'), 760, 830, 34, INK, 'middle'),
      ].join(''),
  },
  'hiring-a-company-from-another-country': {
    background: BLUE,
    alt: {
      en: 'Illustration: a dashed flight path from a pin in Stavanger to a pin in Pristina, two clocks showing the same hour',
      'nb-NO':
        'Illustrasjon: en stiplet flyrute fra en nål i Stavanger til en nål i Pristina, to klokker som viser samme time',
    },
    draw: () => {
      const pin = (x: number, y: number, fill: string) =>
        `<path d="M${x} ${y}c-50-70-70-100-70-140a70 70 0 0 1 140 0c0 40-20 70-70 140Z" fill="${fill}"/><circle cx="${x}" cy="${y - 140}" r="26" fill="${BLUE}"/>`
      const clock = (x: number, y: number, label: string) =>
        `<circle cx="${x}" cy="${y}" r="70" fill="${PAPER}"/><path d="M${x} ${y}V${y - 48}M${x} ${y}h36" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>${text(BOLD, label, x, y + 120, 30, PAPER, 'middle')}`
      return [
        `<path d="M230 470C330 180 680 180 770 470" fill="none" stroke="${PAPER}" stroke-width="8" stroke-dasharray="22 18"/>`,
        pin(230, 560, CORAL),
        pin(770, 560, PERI),
        text(DISPLAY, 'STAVANGER', 230, 640, 44, PAPER, 'middle'),
        text(DISPLAY, 'PRISTINA', 770, 640, 44, PAPER, 'middle'),
        clock(330, 790, 'CET'),
        clock(670, 790, 'CET'),
        `<path d="M470 250l60 20-60 20 12-20Z" fill="${PAPER}"/>`,
      ].join('')
    },
  },
  'design-trends-that-last': {
    background: INK,
    alt: {
      en: 'Illustration: three type specimens from 2014, 2019 and 2024 stacked like cards, the same clear letters on each',
      'nb-NO':
        'Illustrasjon: tre skriftprøver fra 2014, 2019 og 2024 stablet som kort, med de samme klare bokstavene på hver',
    },
    draw: () =>
      [
        [
          [PERI, '2014', 120, 180],
          [CORAL, '2019', 220, 320],
          [PAPER, '2024', 320, 460],
        ]
          .map(([fill, year, x, y]) =>
            [
              `<rect x="${x}" y="${y}" width="560" height="400" rx="30" fill="${fill}"/>`,
              text(DISPLAY, 'Aa', Number(x) + 50, Number(y) + 250, 190, INK),
              text(BOLD, String(year), Number(x) + 510, Number(y) + 70, 40, INK, 'end'),
              `<circle cx="${Number(x) + 440}" cy="${Number(y) + 300}" r="50" fill="${BLUE}"/>`,
            ].join(''),
          )
          .join(''),
      ].join(''),
  },
  'a-brand-audit-in-one-afternoon': {
    background: CORAL,
    alt: {
      en: 'Illustration: a clipboard with a checklist of logo, colours, type, tone and website, four ticked, and a clock',
      'nb-NO':
        'Illustrasjon: en skriveplate med sjekkliste for logo, farger, typografi, tone og nettside, fire avkrysset, og en klokke',
    },
    draw: (say) => {
      const items = [
        'Logo',
        say('Colours', 'Farger'),
        say('Type', 'Typografi'),
        say('Tone of voice', 'Tone'),
        say('Website', 'Nettside'),
      ]
      return [
        `<rect x="160" y="140" width="520" height="720" rx="36" fill="${PAPER}"/>`,
        `<rect x="320" y="110" width="200" height="70" rx="20" fill="${INK}"/>`,
        items
          .map((item, i) => {
            const y = 280 + i * 110
            const done = i < 4
            return `<rect x="220" y="${y - 40}" width="56" height="56" rx="12" fill="${done ? BLUE : 'none'}" stroke="${INK}" stroke-width="6"/>${done ? `<path d="M232 ${y - 12}l14 14 22-28" fill="none" stroke="${PAPER}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` : ''}${text(BOLD, item, 310, y, 40, INK)}`
          })
          .join(''),
        `<circle cx="780" cy="720" r="130" fill="${INK}"/><circle cx="780" cy="720" r="100" fill="${PAPER}"/><path d="M780 720V650M780 720l50 30" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>`,
        text(BOLD, say('4 hours', '4 timer'), 780, 900, 36, INK, 'middle'),
      ].join('')
    },
  },
  'what-the-numbers-say-about-fast-websites': {
    background: SAND,
    alt: {
      en: 'Illustration: a speed gauge at 1.2 seconds beside a bar chart where faster pages get more enquiries',
      'nb-NO':
        'Illustrasjon: en fartsmåler på 1,2 sekunder ved siden av et stolpediagram der raskere sider får flere henvendelser',
    },
    draw: (say) => {
      const bars = [0.35, 0.5, 0.72, 0.95]
      return [
        `<path d="M110 520a250 250 0 0 1 500 0" fill="none" stroke="${PERI}" stroke-width="60"/>`,
        `<path d="M110 520a250 250 0 0 1 120-214" fill="none" stroke="${BLUE}" stroke-width="60"/>`,
        `<path d="M360 520 250 330" stroke="${INK}" stroke-width="14" stroke-linecap="round"/><circle cx="360" cy="520" r="26" fill="${INK}"/>`,
        text(DISPLAY, say('1.2 s', '1,2 s'), 360, 660, 110, INK, 'middle'),
        text(BOLD, say('TO FIRST PAINT', 'TIL FØRSTE VISNING'), 360, 720, 30, INK, 'middle'),
        bars
          .map(
            (h, i) =>
              `<rect x="${660 + i * 72}" y="${820 - h * 560}" width="52" height="${h * 560}" rx="10" fill="${i === bars.length - 1 ? CORAL : BLUE}"/>`,
          )
          .join(''),
        `<path d="M640 840h320" stroke="${INK}" stroke-width="6"/>`,
        text(BOLD, say('enquiries', 'henvendelser'), 800, 890, 30, INK, 'middle'),
      ].join('')
    },
  },
}

export function editorialAlt(slug: string, lang: Lang): string | undefined {
  return ILLUSTRATIONS[slug]?.alt[lang]
}

/**
 * The post's illustration in `lang` on a `w` × `h` canvas (its square scaled to fit, centred), or undefined for other
 * slugs.
 */
export function editorialSvg(slug: string, w: number, h: number, lang: Lang): string | undefined {
  const illustration = ILLUSTRATIONS[slug]
  if (!illustration) return undefined
  const side = Math.min(w, h) * 0.96
  const scale = side / 1000
  const x = (w - side) / 2
  const y = (h - side) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${illustration.background}"/><g transform="translate(${x} ${y}) scale(${scale})">${illustration.draw(sayer(lang))}</g></svg>`
}

/** The figure's backgrounds, one per post in turn, so consecutive articles do not show the same picture. */
const FIGURE_BACKGROUNDS = [PERI, SAND, BLUE] as const
export const FIGURE_VARIANTS = FIGURE_BACKGROUNDS.length

/**
 * The figure inside each article, under "How to get started" (write down the goal, pick one number, look at it every
 * month): the three steps as cards, a target, a rising line of forms sent per week and a calendar with the first
 * Monday ringed. `variant` picks the background.
 */
export function reviewFigureSvg(lang: Lang, variant: number): string {
  const say = sayer(lang)
  const [w, h] = [1200, 700]
  const background = FIGURE_BACKGROUNDS[variant % FIGURE_BACKGROUNDS.length] ?? PERI
  const ink = background === BLUE ? PAPER : INK
  const card = (i: number, title: string, caption: string, art: string) => {
    const x = 60 + i * 370
    return [
      `<rect x="${x}" y="80" width="340" height="540" rx="32" fill="${PAPER}"/>`,
      text(DISPLAY, String(i + 1), x + 36, 170, 72, BLUE),
      text(BOLD, title, x + 304, 160, 30, INK, 'end'),
      `<g transform="translate(${x + 170} 360)">${art}</g>`,
      text(REGULAR, caption, x + 170, 580, 26, INK, 'middle'),
    ].join('')
  }
  const target =
    [120, 84, 48].map((r, i) => `<circle r="${r}" fill="${[CORAL, PAPER, CORAL][i]}"/>`).join('') +
    `<circle r="16" fill="${INK}"/><path d="M20-20 96-96" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>`
  const weeks = [0.2, 0.35, 0.3, 0.5, 0.62, 0.8]
  const line = weeks.map((v, i) => `${-120 + i * 48},${80 - v * 200}`).join(' ')
  const chart = `<path d="M-130 90h260M-130 90v-200" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><polyline points="${line}" fill="none" stroke="${BLUE}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>${weeks.map((v, i) => `<circle cx="${-120 + i * 48}" cy="${80 - v * 200}" r="11" fill="${i === weeks.length - 1 ? CORAL : BLUE}"/>`).join('')}`
  const days = Array.from({ length: 35 }, (_, i) => {
    const cx = -120 + (i % 7) * 40
    const cy = -60 + Math.floor(i / 7) * 40
    return `<rect x="${cx - 14}" y="${cy - 14}" width="28" height="28" rx="6" fill="${INK}" opacity="${i < 2 ? 0.08 : 0.22}"/>`
  }).join('')
  // Weeks start on Monday; this month starts on a Wednesday (two cells of last month), so its first Monday opens
  // the second row.
  const calendar = `<rect x="-150" y="-150" width="300" height="290" rx="20" fill="none" stroke="${INK}" stroke-width="6"/><rect x="-150" y="-150" width="300" height="56" rx="20" fill="${INK}"/>${days}<circle cx="-120" cy="-20" r="24" fill="none" stroke="${CORAL}" stroke-width="8"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${background}"/>${[
    card(0, say('Goal', 'Mål'), say('more enquiries', 'flere henvendelser'), target),
    card(1, say('Metric', 'Måling'), say('forms sent per week', 'skjema sendt per uke'), chart),
    card(2, say('Review', 'Sjekk'), say('first Monday', 'første mandag'), calendar),
  ].join('')}${text(BOLD, say('Every month', 'Hver måned'), w / 2, 660, 28, ink, 'middle')}</svg>`
}

export function reviewFigureAlt(lang: Lang): string {
  return sayer(lang)(
    'Illustration of the three steps: a target for the goal, more enquiries; a rising line of forms sent per week; a calendar with the first Monday of the month ringed',
    'Illustrasjon av de tre stegene: en blink for målet, flere henvendelser; en stigende linje av skjema sendt per uke; en kalender med månedens første mandag ringet inn',
  )
}
