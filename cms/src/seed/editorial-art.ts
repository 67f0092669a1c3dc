/**
 * The blog posts' pictures as editorial illustrations (decision 013): each one draws what its title is about, in the
 * studio's palette, flat shapes and real type (outlines, see brand-art.ts). One square illustration per post, placed
 * on a landscape canvas for the article's main image and a portrait one for the list's thumbnail; and each article's
 * figure, a diagram of what one passage of it explains (`articleFigureSvg`). Deterministic.
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

type Anchor = 'start' | 'middle' | 'end'
/** Where and how a line of type is set: its font file, words, position, size and colour. */
type Placed = [file: string, value: string, x: number, y: number, size: number, fill: string]

const text = (...[file, value, x, y, size, fill, anchor = 'start']: [...Placed, anchor?: Anchor]) =>
  setType(fontFile(file), value, x, y, size, { fill, anchor })

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
      en: 'Illustration: one large dot for the freelancer on the left and twelve for the agency’s team on the right, “1 vs 12”',
      'nb-NO': 'Illustrasjon: én stor prikk for frilanseren til venstre og tolv for byråets team til høyre, «1 vs 12»',
    },
    draw: (say) => {
      // One mark for the one person, twelve for the team: people as the studio draws them, abstract.
      const team = Array.from({ length: 12 }, (_, i) => {
        const fill = [CORAL, PERI, PAPER][(i + Math.floor(i / 3)) % 3]
        return `<circle cx="${655 + (i % 3) * 105}" cy="${305 + Math.floor(i / 3) * 115}" r="40" fill="${fill}"/>`
      }).join('')
      return [
        `<rect x="60" y="200" width="360" height="560" rx="40" fill="${PERI}"/>`,
        `<circle cx="240" cy="480" r="120" fill="${BLUE}"/>`,
        `<rect x="580" y="200" width="360" height="560" rx="40" fill="${BLUE}"/>`,
        team,
        text(DISPLAY, '1', 240, 170, 110, INK, 'middle'),
        text(DISPLAY, 'vs', 500, 500, 80, CORAL, 'middle'),
        text(DISPLAY, '12', 760, 170, 110, INK, 'middle'),
        text(BOLD, say('FREELANCER', 'FRILANSER'), 240, 830, 34, INK, 'middle'),
        text(BOLD, say('AGENCY', 'BYRÅ'), 760, 830, 34, INK, 'middle'),
      ].join('')
    },
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

/*
 * Each article's figure, placed in its text where it illustrates it (posts.ts, `[figure]`): 1200 × 800, the size of
 * the article's figure slot, with labels large enough to read on a phone (the figure is a third of its width there).
 */
const FIGURE = { w: 1200, h: 800 } as const

/** `value` at `size`, or smaller when it would be wider than `width`: no label is ever cut off. */
function label(
  ...[file, value, x, y, size, fill, width, anchor = 'start']: [...Placed, width: number, anchor?: Anchor]
) {
  const face = fontFile(file)
  // Character by character, as brand-art.ts sets type (opentype.js cannot shape some of these fonts' whole strings).
  let wide = 0
  for (const char of value) wide += face.getAdvanceWidth(char, size)
  return text(file, value, x, y, wide > width ? (size * width) / wide : size, fill, anchor)
}

type Figure = { alt: Record<Lang, string>; background: string; draw: (say: Say) => string }

const FIGURES: Record<string, Figure> = {
  // "What the first version needs": the five parts, in order, on the page they make.
  'do-i-need-a-website-for-my-start-up': {
    background: SAND,
    alt: {
      en: 'Diagram of a one-page website with its five parts numbered from top to bottom: what you do and for whom, proof, how it works, one next step, who is behind it',
      'nb-NO':
        'Diagram av en nettside på én side med de fem delene nummerert ovenfra og ned: hva du gjør og for hvem, bevis, hvordan det virker, ett neste steg, hvem som står bak',
    },
    draw: (say) => {
      const parts = [
        { y: 130, h: 170, label: say('What you do, for whom', 'Hva du gjør, for hvem') },
        { y: 320, h: 100, label: say('Proof', 'Bevis') },
        { y: 440, h: 120, label: say('How it works', 'Hvordan det virker') },
        { y: 572, h: 60, label: say('One next step', 'Ett neste steg') },
        { y: 668, h: 70, label: say('Who is behind it', 'Hvem som står bak') },
      ]
      const [hero, proof, how, next, who] = parts.map((part) => part.y)
      const page = [
        `<rect x="90" y="50" width="440" height="700" rx="28" fill="${PAPER}"/>`,
        `<path d="M90 78a28 28 0 0 1 28-28h384a28 28 0 0 1 28 28v26H90Z" fill="${INK}"/>`,
        [CORAL, PERI, PAPER].map((c, i) => `<circle cx="${120 + i * 24}" cy="78" r="7" fill="${c}"/>`).join(''),
        // 1: the headline and its line of explanation.
        `<rect x="130" y="${hero + 24}" width="330" height="34" rx="8" fill="${INK}"/><rect x="130" y="${hero + 72}" width="250" height="34" rx="8" fill="${INK}"/><rect x="130" y="${hero + 128}" width="300" height="14" rx="7" fill="${INK}" opacity="0.3"/>`,
        // 2: three customers' marks and a quote.
        [0, 1, 2].map((i) => `<circle cx="${160 + i * 70}" cy="${(proof ?? 0) + 36}" r="24" fill="${PERI}"/>`).join(''),
        `<rect x="130" y="${(proof ?? 0) + 74}" width="240" height="12" rx="6" fill="${INK}" opacity="0.3"/>`,
        // 3: three steps.
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${130 + i * 125}" y="${(how ?? 0) + 10}" width="105" height="100" rx="14" fill="${SAND}"/><circle cx="${182 + i * 125}" cy="${(how ?? 0) + 50}" r="20" fill="${BLUE}"/>`,
          )
          .join(''),
        // 4: the one button.
        `<rect x="130" y="${(next ?? 0) + 6}" width="200" height="48" rx="24" fill="${CORAL}"/>`,
        // 5: the people and the address.
        `<circle cx="156" cy="${(who ?? 0) + 35}" r="24" fill="${BLUE}"/><circle cx="214" cy="${(who ?? 0) + 35}" r="24" fill="${CORAL}"/><rect x="258" y="${(who ?? 0) + 22}" width="180" height="12" rx="6" fill="${INK}" opacity="0.3"/><rect x="258" y="${(who ?? 0) + 42}" width="130" height="12" rx="6" fill="${INK}" opacity="0.3"/>`,
      ]
      const labels = parts.map((part, i) => {
        const mid = part.y + part.h / 2
        return [
          `<path d="M530 ${mid}H600" stroke="${INK}" stroke-width="4" stroke-dasharray="8 8"/>`,
          `<circle cx="640" cy="${mid}" r="34" fill="${INK}"/>`,
          text(DISPLAY, String(i + 1), 640, mid + 17, 46, PAPER, 'middle'),
          label(BOLD, part.label, 696, mid + 15, 42, INK, 460),
        ].join('')
      })
      return [...page, ...labels].join('')
    },
  },
  // "Start with the job, not the partner": how many crafts, and for how long, decide the kind of partner.
  'freelancer-vs-agency': {
    background: SAND,
    alt: {
      en: 'Chart: one craft for weeks suits a freelancer, one craft for years a regular freelancer, many crafts for weeks an agency project, many crafts for years an agency partner',
      'nb-NO':
        'Diagram: ett fag i noen uker passer en frilanser, ett fag i årevis en fast frilanser, mange fag i noen uker et byråprosjekt, mange fag i årevis en byråpartner',
    },
    draw: (say) => {
      const cells = [
        { x: 190, y: 360, fill: PERI, ink: INK, title: say('Freelancer', 'Frilanser'), line: say('A logo', 'En logo') },
        {
          x: 190,
          y: 50,
          fill: PAPER,
          ink: INK,
          title: say('Regular freelancer', 'Fast frilanser'),
          line: say('Posts every month', 'Innlegg hver måned'),
        },
        {
          x: 680,
          y: 360,
          fill: BLUE,
          ink: PAPER,
          title: say('Agency project', 'Byråprosjekt'),
          line: say('A rebrand and a website', 'Ny merkevare og nettside'),
        },
        {
          x: 680,
          y: 50,
          fill: INK,
          ink: PAPER,
          title: say('Agency partner', 'Byråpartner'),
          line: say('Brand, web and campaigns', 'Merkevare, nett og kampanjer'),
        },
      ]
      const arrow = (d: string) =>
        `<path d="${d}" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
      return [
        cells
          .map((cell) =>
            [
              `<rect x="${cell.x}" y="${cell.y}" width="470" height="290" rx="28" fill="${cell.fill}"/>`,
              label(BOLD, cell.title, cell.x + 40, cell.y + 150, 48, cell.ink, 390),
              label(REGULAR, cell.line, cell.x + 40, cell.y + 210, 34, cell.ink, 390),
            ].join(''),
          )
          .join(''),
        arrow('M190 700H1140M1116 684l24 16-24 16'),
        label(BOLD, say('One craft', 'Ett fag'), 190, 760, 36, INK, 400),
        label(BOLD, say('Many crafts', 'Mange fag'), 1140, 760, 36, INK, 400, 'end'),
        arrow('M130 650V50M114 74l16-24 16 24'),
        `<g transform="rotate(-90 100 650)">${label(BOLD, say('Weeks', 'Uker'), 100, 650, 36, INK, 260)}</g>`,
        `<g transform="rotate(-90 100 50)">${label(BOLD, say('Years', 'År'), 100, 50, 36, INK, 260, 'end')}</g>`,
      ].join('')
    },
  },
  // "Time zones: count the shared hours": an eight-hour day in each city, on Norwegian time.
  'hiring-a-company-from-another-country': {
    background: SAND,
    alt: {
      en: 'Timeline of working days from 8 to 16 local time, on Norwegian time: Stavanger and Pristina share all eight hours, London seven, New York two',
      'nb-NO':
        'Tidslinje over arbeidsdager fra 8 til 16 lokal tid, i norsk tid: Stavanger og Pristina deler alle åtte timene, London sju og New York to',
    },
    draw: (say) => {
      // Hours 6 to 24, Norwegian time (CET), 40 px an hour.
      const x = (hour: number) => 360 + (hour - 6) * 40
      const rows = [
        { city: 'Stavanger', start: 8 },
        { city: 'Pristina', start: 8 },
        { city: 'London', start: 9 },
        { city: 'New York', start: 14 },
      ]
      const shared = (start: number) => Math.max(0, Math.min(start + 8, 16) - Math.max(start, 8))
      return [
        label(BOLD, say('Working hours, in Norwegian time', 'Arbeidstid, i norsk tid'), 60, 90, 44, INK, 1080),
        `<rect x="${x(8)}" y="140" width="${x(16) - x(8)}" height="520" rx="12" fill="${PAPER}"/>`,
        rows
          .map((row, i) => {
            const y = 180 + i * 120
            const from = Math.max(row.start, 8)
            const hours = shared(row.start)
            return [
              label(BOLD, row.city, 60, y + 46, 40, INK, 270),
              `<rect x="${x(row.start)}" y="${y}" width="${x(row.start + 8) - x(row.start)}" height="64" rx="14" fill="${PERI}"/>`,
              hours
                ? `<rect x="${x(from)}" y="${y}" width="${x(from + hours) - x(from)}" height="64" rx="14" fill="${BLUE}"/>`
                : '',
              label(DISPLAY, say(`${hours} h`, `${hours} t`), 1160, y + 48, 40, INK, 110, 'end'),
            ].join('')
          })
          .join(''),
        [6, 9, 12, 15, 18, 21, 24]
          .map(
            (hour) =>
              `<path d="M${x(hour)} 670v18" stroke="${INK}" stroke-width="4"/>${text(BOLD, String(hour).padStart(2, '0'), x(hour), 728, 30, INK, 'middle')}`,
          )
          .join(''),
        `<path d="M${x(6)} 670H${x(24)}" stroke="${INK}" stroke-width="4"/>`,
        `<rect x="60" y="744" width="28" height="28" rx="6" fill="${BLUE}"/>`,
        label(REGULAR, say('shared with Stavanger', 'felles med Stavanger'), 100, 768, 30, INK, 380),
        `<rect x="520" y="744" width="28" height="28" rx="6" fill="${PERI}"/>`,
        label(REGULAR, say('working day, 8 to 16 local time', 'arbeidsdag, 8–16 lokal tid'), 560, 768, 30, INK, 580),
      ].join('')
    },
  },
  // "Variable fonts": one file, every weight.
  'design-trends-that-last': {
    background: INK,
    alt: {
      en: 'The letter a in nine weights of one typeface, from 100 to 900, above a slider for its weight axis: one file, every weight',
      'nb-NO':
        'Bokstaven a i ni vekter av én skrift, fra 100 til 900, over en glidebryter for vektaksen: én fil, alle vekter',
    },
    draw: (say) => {
      const weights = [100, 200, 300, 400, 500, 600, 700, 800, 900]
      const at = (i: number) => 160 + i * 110
      return [
        label(DISPLAY, say('One file, every weight', 'Én fil, alle vekter'), 600, 140, 64, PAPER, 1080, 'middle'),
        weights
          .map((weight, i) =>
            [
              text(`dm-sans/files/dm-sans-latin-${weight}-normal.woff`, 'a', at(i), 430, 160, PAPER, 'middle'),
              text(REGULAR, String(weight), at(i), 510, 30, PERI, 'middle'),
            ].join(''),
          )
          .join(''),
        `<path d="M${at(0)} 630H${at(8)}" stroke="${PERI}" stroke-width="10" stroke-linecap="round" opacity="0.45"/>`,
        `<path d="M${at(0)} 630H${at(6)}" stroke="${CORAL}" stroke-width="10" stroke-linecap="round"/>`,
        `<circle cx="${at(6)}" cy="630" r="28" fill="${CORAL}"/>`,
        text(BOLD, 'wght', at(0), 710, 32, PERI, 'middle'),
        text(BOLD, '700', at(6), 710, 32, CORAL, 'middle'),
      ].join('')
    },
  },
  // "How to run the afternoon": four hours, five questions of forty minutes each.
  'a-brand-audit-in-one-afternoon': {
    background: CORAL,
    alt: {
      en: 'Timeline of the afternoon from 13:00 to 17:00: ten minutes to put everything on the wall, five questions of forty minutes each (ten to look, twenty to discuss, ten to write down), and half an hour to sort the findings',
      'nb-NO':
        'Tidslinje over ettermiddagen fra 13.00 til 17.00: ti minutter til å få alt opp på veggen, fem spørsmål på førti minutter hver (ti til å se, tjue til å diskutere, ti til å skrive ned) og en halvtime til å sortere funnene',
    },
    draw: (say) => {
      // 13:00 to 17:00, 240 minutes, 1000 px.
      const x = (minute: number) => 100 + (minute * 1000) / 240
      const questions = [0, 1, 2, 3, 4].map((i) => 10 + i * 40)
      const parts = [
        { from: 0, to: 10, fill: PERI },
        { from: 10, to: 30, fill: BLUE },
        { from: 30, to: 40, fill: PAPER },
      ]
      const key = (x0: number, y: number, fill: string, words: string, width = 290) =>
        `<rect x="${x0}" y="${y - 28}" width="32" height="32" rx="6" fill="${fill}"/>${label(BOLD, words, x0 + 46, y, 32, INK, width)}`
      return [
        label(DISPLAY, say('Four hours, five questions', 'Fire timer, fem spørsmål'), 100, 130, 60, INK, 1000),
        [0, 60, 120, 180, 240]
          .map(
            (minute) =>
              `${text(BOLD, say(`${13 + minute / 60}:00`, `${13 + minute / 60}.00`), x(minute), 250, 32, INK, 'middle')}<path d="M${x(minute)} 270v30" stroke="${INK}" stroke-width="4"/>`,
          )
          .join(''),
        `<rect x="${x(0)}" y="310" width="${x(10) - x(0)}" height="170" fill="${INK}"/>`,
        questions
          .map((start, i) =>
            [
              parts
                .map(
                  (part) =>
                    `<rect x="${x(start + part.from)}" y="310" width="${x(start + part.to) - x(start + part.from)}" height="170" fill="${part.fill}"/>`,
                )
                .join(''),
              `<path d="M${x(start)} 310v170" stroke="${INK}" stroke-width="4"/>`,
              `<circle cx="${x(start + 20)}" cy="395" r="38" fill="${INK}"/>`,
              text(DISPLAY, String(i + 1), x(start + 20), 414, 50, PAPER, 'middle'),
            ].join(''),
          )
          .join(''),
        `<rect x="${x(210)}" y="310" width="${x(240) - x(210)}" height="170" fill="${INK}"/>`,
        label(BOLD, say('Sort', 'Sorter'), x(225), 408, 34, PAPER, x(240) - x(210) - 20, 'middle'),
        `<rect x="${x(0)}" y="310" width="${x(240) - x(0)}" height="170" fill="none" stroke="${INK}" stroke-width="6"/>`,
        key(100, 600, PERI, say('Look, 10 min', 'Se, 10 min')),
        key(440, 600, BLUE, say('Discuss, 20 min', 'Diskuter, 20 min')),
        key(800, 600, PAPER, say('Write down, 10 min', 'Skriv ned, 10 min')),
        key(
          100,
          690,
          INK,
          say('On the wall first, then three piles', 'Først opp på veggen, til slutt tre hauger'),
          950,
        ),
      ].join('')
    },
  },
  // "Three numbers that matter": Core Web Vitals' thresholds.
  'what-the-numbers-say-about-fast-websites': {
    background: SAND,
    alt: {
      en: "Core Web Vitals' thresholds: loading (LCP) is good up to 2.5 seconds and poor after 4; responsiveness (INP) good up to 200 milliseconds and poor after 500; stability (CLS) good up to 0.1 and poor after 0.25",
      'nb-NO':
        'Grenseverdiene i Core Web Vitals: lasting (LCP) er bra til og med 2,5 sekunder og dårlig over 4; respons (INP) bra til og med 200 millisekunder og dårlig over 500; stabilitet (CLS) bra til og med 0,1 og dårlig over 0,25',
    },
    draw: (say) => {
      const metrics = [
        { name: 'LCP', what: say('loading', 'lasting'), good: say('2.5 s', '2,5 s'), poor: '4 s' },
        { name: 'INP', what: say('response', 'respons'), good: '200 ms', poor: '500 ms' },
        { name: 'CLS', what: say('stability', 'stabilitet'), good: say('0.1', '0,1'), poor: say('0.25', '0,25') },
      ]
      // The bar: good to 45 %, needs improvement to 75 %, poor after.
      const [left, right] = [380, 1140]
      const at = (share: number) => left + (right - left) * share
      const key = (x0: number, fill: string, words: string) =>
        `<rect x="${x0}" y="712" width="32" height="32" rx="6" fill="${fill}"/>${label(BOLD, words, x0 + 46, 740, 32, INK, 280)}`
      return [
        metrics
          .map((metric, i) => {
            const y = 60 + i * 210
            return [
              text(DISPLAY, metric.name, 60, y + 110, 72, INK),
              label(BOLD, metric.what, 60, y + 160, 32, INK, 280),
              text(BOLD, metric.good, at(0.45), y + 50, 32, INK, 'middle'),
              text(BOLD, metric.poor, at(0.75), y + 50, 32, INK, 'middle'),
              `<rect x="${at(0)}" y="${y + 70}" width="${at(0.45) - at(0)}" height="80" fill="${BLUE}"/>`,
              `<rect x="${at(0.45)}" y="${y + 70}" width="${at(0.75) - at(0.45)}" height="80" fill="${PERI}"/>`,
              `<rect x="${at(0.75)}" y="${y + 70}" width="${at(1) - at(0.75)}" height="80" fill="${CORAL}"/>`,
              `<path d="M${at(0.45)} ${y + 62}v96M${at(0.75)} ${y + 62}v96" stroke="${INK}" stroke-width="5"/>`,
            ].join('')
          })
          .join(''),
        key(60, BLUE, say('Good', 'Bra')),
        key(380, PERI, say('Needs improvement', 'Må forbedres')),
        key(800, CORAL, say('Poor', 'Dårlig')),
      ].join('')
    },
  },
}

/** The figure in `slug`'s article, in `lang`, or undefined for an article without one. */
export function articleFigureSvg(slug: string, lang: Lang): string | undefined {
  const figure = FIGURES[slug]
  if (!figure) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FIGURE.w}" height="${FIGURE.h}" viewBox="0 0 ${FIGURE.w} ${FIGURE.h}"><rect width="${FIGURE.w}" height="${FIGURE.h}" fill="${figure.background}"/>${figure.draw(sayer(lang))}</svg>`
}

export function articleFigureAlt(slug: string, lang: Lang): string | undefined {
  return FIGURES[slug]?.alt[lang]
}
