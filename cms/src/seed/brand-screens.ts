/**
 * Brand pictures on screens: websites in a browser, on a laptop and a tablet; apps on phones; social posts in a feed;
 * the content system a client's editors use; a design spec. Each takes the picture's size and returns its body.
 */
import {
  browser,
  feedScreen,
  laptop,
  listRow,
  phone,
  picture,
  pill,
  placeMark,
  sitePage,
  statusBar,
  tablet,
} from './brand-devices'
import type { Brand } from './brands'
import {
  advance,
  BODY,
  BODY_BOLD,
  BODY_MEDIUM,
  type Box,
  fit,
  fontFile,
  frame,
  inkOn,
  lines,
  mix,
  placed,
  rect,
  shadow,
  type,
  wrap,
} from './draw'

/** A phone's outline of width `w` (the proportions of a current phone), its top left at (x, y). */
const phoneBox = (x: number, y: number, w: number): Box => ({ x, y, w, h: w * 2.05 })

/** The website in a large browser window on the brand's second colour. */
export function browserScene(brand: Brand, w: number, h: number): string {
  const box = { x: w * 0.08, y: h * 0.1, w: w * 0.84, h: h * 0.84 }
  return [
    rect({ x: 0, y: 0, w, h }, brand.colors.soft),
    `<circle cx="${w * 0.9}" cy="${h * 0.12}" r="${h * 0.3}" fill="${mix(brand.colors.soft, '#ffffff', 0.18)}"/>`,
    browser(box, brand.domain, (content) => sitePage(brand, content)),
  ].join('')
}

/** A desk by a wall: the website on a laptop, the same site on a phone beside it, a notebook and a cup. */
export function laptopScene(brand: Brand, w: number, h: number): string {
  const wall = mix(brand.colors.soft, '#f4f1ea', 0.55)
  const desk = h * 0.76
  const lid = { x: w * 0.13, y: h * 0.14, w: w * 0.56, h: w * 0.56 * 0.625 }
  lid.y = desk - lid.h - h * 0.035
  const handset = phoneBox(w * 0.74, 0, w * 0.13)
  handset.y = desk - handset.h + h * 0.02
  return [
    rect({ x: 0, y: 0, w, h }, wall),
    rect({ x: w * 0.74, y: h * 0.08, w: w * 0.16, h: h * 0.3 }, mix(wall, '#000000', 0.06), 6),
    rect({ x: w * 0.755, y: h * 0.1, w: w * 0.13, h: h * 0.26 }, brand.colors.background),
    placeMark(brand, w * 0.79, h * 0.16, w * 0.06, inkOn(brand.colors.background), brand.colors.accent),
    rect({ x: 0, y: desk, w, h: h - desk }, '#c9a27c'),
    rect({ x: 0, y: desk, w, h: h * 0.018 }, '#b08a66'),
    laptop(lid, brand.domain, (content) => sitePage(brand, content)),
    `<rect x="${w * 0.03}" y="${desk + h * 0.05}" width="${w * 0.09}" height="${h * 0.12}" rx="4" fill="#f4f1ea" transform="rotate(-8 ${w * 0.07} ${desk + h * 0.1})"/>`,
    phone(handset, (screen) => [sitePage(brand, screen), statusBar(screen, brand.colors.ink)].join('')),
    `<path d="M${w * 0.9} ${desk - h * 0.1}h${w * 0.06}l-${w * 0.006} ${h * 0.1}h-${w * 0.048}Z" fill="${brand.colors.accent === '#0d0d0d' ? '#f4f1ea' : brand.colors.accent}"/>`,
  ].join('')
}

/** A tablet and a phone lying on a table, seen from above, with the club's printed programme beside them. */
export function tabletScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const slate = { x: w * 0.1, y: h * 0.2, w: w * 0.52, h: w * 0.52 * 0.7 }
  const pw = w * 0.13
  const paper = { x: w * 0.66, y: h * 0.08, w: w * 0.22, h: w * 0.22 * 1.2 }
  return [
    rect({ x: 0, y: 0, w, h }, '#d8c3a5'),
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M0 ${h * (0.06 + i * 0.12)}H${w}" stroke="#c9b08e" stroke-width="${h * 0.004}" opacity="0.6"/>`,
    ).join(''),
    placed({ x: paper.x + paper.w / 2, y: paper.y + paper.h / 2, rotate: 5 }, () => {
      const local = { x: -paper.w / 2, y: -paper.h / 2, w: paper.w, h: paper.h }
      const u = paper.w / 100
      return [
        shadow(local, 4, { soft: 1, dy: u * 2, opacity: 0.2 }),
        rect(local, colors.paper, 4),
        rect({ x: local.x, y: local.y, w: local.w, h: u * 42 }, colors.background),
        placeMark(brand, local.x + u * 38, local.y + u * 8, u * 24, colors.ink, colors.accent),
        frame('programme', local, () =>
          [
            type(
              display,
              'Regattaprogram',
              local.x + u * 8,
              local.y + u * 57,
              fit(display, 'Regattaprogram', u * 84, u * 11),
              {
                fill: '#0d0d0d',
              },
            ),
            ...brand.items.map((item, i) =>
              [
                type(body, item.name, local.x + u * 8, local.y + u * (72 + i * 15), u * 6.2, { fill: '#0d0d0d' }),
                type(body, item.value, local.x + u * 8, local.y + u * (78.5 + i * 15), u * 5.2, {
                  fill: '#0d0d0d',
                  opacity: 0.6,
                }),
              ].join(''),
            ),
          ].join(''),
        ),
      ].join('')
    }),
    placed({ x: slate.x + slate.w / 2, y: slate.y + slate.h / 2, rotate: -4 }, () =>
      tablet({ x: -slate.w / 2, y: -slate.h / 2, w: slate.w, h: slate.h }, (screen) => sitePage(brand, screen)),
    ),
    placed({ x: w * 0.7, y: h * 0.7, rotate: 8 }, () =>
      phone({ x: -pw / 2, y: -pw * 1.025, w: pw, h: pw * 2.05 }, (screen) =>
        [sitePage(brand, screen), statusBar(screen, colors.ink)].join(''),
      ),
    ),
  ].join('')
}

/** Nordlys's overview: a greeting, the account and its balance, three actions and the latest payments. */
function bankHome(brand: Brand, screen: Box): string {
  const { colors } = brand
  const s = screen.w / 100
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const card = { x: screen.x + s * 6, y: screen.y + s * 34, w: screen.w - s * 12, h: s * 44 }
  const actions = ['Betal', 'Overfør', 'Spar']
  return [
    rect(screen, colors.paper),
    rect({ x: screen.x, y: screen.y, w: screen.w, h: s * 64 }, colors.background),
    statusBar(screen, colors.ink),
    placeMark(brand, screen.x + s * 6, screen.y + s * 15, s * 9, colors.ink, colors.accent),
    type(display, 'Hei, Silje', screen.x + s * 6, screen.y + s * 30, s * 7.4, { fill: colors.ink }),
    shadow(card, s * 5, { soft: 1, dy: s * 2, opacity: 0.25 }),
    rect(card, colors.accent, s * 5),
    frame('account card', card, () =>
      [
        type(body, 'Brukskonto', card.x + s * 6, card.y + s * 10, s * 4.4, { fill: '#0b1d3a' }),
        type(display, '24 312,50 kr', card.x + s * 6, card.y + s * 24, s * 9, { fill: '#0b1d3a' }),
        type(body, '1503 42 88817', card.x + s * 6, card.y + s * 36, s * 3.8, { fill: '#0b1d3a', opacity: 0.7 }),
      ].join(''),
    ),
    actions
      .map((label, i) => {
        const cx = screen.x + s * (20 + i * 30)
        const cy = screen.y + s * 94
        return `<circle cx="${cx}" cy="${cy}" r="${s * 7.5}" fill="${mix(colors.accent, '#ffffff', 0.55)}"/>${placeMark(brand, cx - s * 3.5, cy - s * 3.5, s * 7, colors.background, colors.background)}${type(body, label, cx, cy + s * 14, s * 4, { fill: '#0b1d3a', anchor: 'middle' })}`
      })
      .join(''),
    type(fontFile(brand.bodyBold), 'Siste bevegelser', screen.x + s * 6, screen.y + s * 124, s * 4.6, {
      fill: '#0b1d3a',
    }),
    brand.items
      .map((item, i) =>
        listRow(
          brand,
          item,
          { x: screen.x + s * 4, y: screen.y + s * (130 + i * 21), w: screen.w - s * 8, h: s * 19 },
          { card: '#ffffff' },
        ),
      )
      .join(''),
  ].join('')
}

/** A check in a circle, drawn (the typefaces' Latin sets have no ✓). */
const check = (cx: number, cy: number, r: number, fill: string, ink: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="M${cx - r * 0.42} ${cy + r * 0.02}l${r * 0.3} ${r * 0.3} ${r * 0.56}-${r * 0.6}" fill="none" stroke="${ink}" stroke-width="${r * 0.16}" stroke-linecap="round" stroke-linejoin="round"/>`

/** Nordlys's payment, confirmed: who was paid, how much, and one button. */
function bankPaid(brand: Brand, screen: Box): string {
  const { colors } = brand
  const s = screen.w / 100
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  return [
    rect(screen, colors.background),
    statusBar(screen, colors.ink),
    check(screen.x + screen.w / 2, screen.y + s * 56, s * 16, colors.accent, colors.background),
    type(display, 'Betalt', screen.x + screen.w / 2, screen.y + s * 96, s * 10, { fill: colors.ink, anchor: 'middle' }),
    type(display, '45 kr', screen.x + screen.w / 2, screen.y + s * 122, s * 16, {
      fill: colors.accent,
      anchor: 'middle',
    }),
    type(body, 'til Fjord Coffee', screen.x + screen.w / 2, screen.y + s * 136, s * 5, {
      fill: colors.ink,
      anchor: 'middle',
      opacity: 0.8,
    }),
    type(body, 'Brukskonto, i dag 08:14', screen.x + screen.w / 2, screen.y + s * 146, s * 4.2, {
      fill: colors.ink,
      anchor: 'middle',
      opacity: 0.6,
    }),
    pill(fontFile(brand.bodyBold), 'Ferdig', screen.x + screen.w / 2, screen.y + s * 168, s * 5, colors.ink, {
      anchor: 'middle',
      ink: colors.background,
    }).svg,
  ].join('')
}

/** Two phones with the bank's app: the overview and a payment just made. */
export function bankPhonesScene(brand: Brand, w: number, h: number): string {
  const pw = h * 0.39
  const left = phoneBox(w / 2 - pw - w * 0.03, h * 0.1, pw)
  const right = phoneBox(w / 2 + w * 0.03, h * 0.06, pw)
  return [
    rect({ x: 0, y: 0, w, h }, brand.colors.soft),
    brand.picture({ x: 0, y: 0, w, h }),
    `<rect width="${w}" height="${h}" fill="${brand.colors.background}" opacity="0.35"/>`,
    phone(left, (screen) => bankHome(brand, screen)),
    phone(right, (screen) => bankPaid(brand, screen)),
  ].join('')
}

/** One phone, turned, with the payment made, and the notification that told the shop. */
export function bankPhoneScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const pw = h * 0.36
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const note = { x: w * 0.52, y: h * 0.2, w: w * 0.36, h: h * 0.15 }
  const u = note.h / 10
  return [
    brand.picture({ x: 0, y: 0, w, h }),
    placed({ x: w * 0.36, y: h * 0.52, rotate: -7 }, () =>
      phone({ x: -pw / 2, y: -pw * 1.025, w: pw, h: pw * 2.05 }, (screen) => bankPaid(brand, screen)),
    ),
    shadow(note, u * 2.4, { soft: 2, dy: u, opacity: 0.3 }),
    rect(note, 'rgba(244,241,234,0.94)', u * 2.4),
    frame('notification', note, () =>
      [
        `<rect x="${note.x + u * 1.6}" y="${note.y + u * 2}" width="${u * 6}" height="${u * 6}" rx="${u * 1.4}" fill="${colors.background}"/>`,
        placeMark(brand, note.x + u * 2.4, note.y + u * 2.8, u * 4.4, colors.ink, colors.accent),
        type(bold, 'Nordlys', note.x + u * 9.4, note.y + u * 4.2, u * 2, { fill: '#0d0d0d' }),
        type(
          body,
          'Betalt 45 kr til Fjord Coffee',
          note.x + u * 9.4,
          note.y + u * 7.2,
          Math.min(u * 2.2, fit(body, 'Betalt 45 kr til Fjord Coffee', note.w - u * 12, u * 2.2)),
          {
            fill: '#0d0d0d',
          },
        ),
        type(body, 'nå', note.x + note.w - u * 1.8, note.y + u * 4.2, u * 1.8, {
          fill: '#0d0d0d',
          opacity: 0.5,
          anchor: 'end',
        }),
      ].join(''),
    ),
    pill(bold, 'To trykk. Ferdig.', w * 0.52, h * 0.72, h * 0.034, colors.accent, { ink: colors.background }).svg,
  ].join('')
}

/** The payment screen on the design canvas, with its accessibility notes: tap targets, contrast, text size. */
export function specScene(brand: Brand, w: number, h: number): string {
  const board = { x: w * 0.36, y: h * 0.1, w: h * 0.4, h: h * 0.4 * 2.05 }
  const label = fontFile(BODY_BOLD)
  const small = fontFile(BODY)
  const red = '#e8336d'
  const s = board.w / 100
  const note = (x: number, y: number, tx: number, ty: number, title: string, text: string, side: 'left' | 'right') => {
    const size = h * 0.024
    const anchor = side === 'left' ? 'end' : 'start'
    const lx = side === 'left' ? tx - h * 0.02 : tx + h * 0.02
    return [
      `<path d="M${x} ${y}L${tx} ${ty}" stroke="${red}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="5" fill="${red}"/><circle cx="${tx}" cy="${ty}" r="3" fill="${red}"/>`,
      type(label, title, lx, ty - size * 0.3, size, { fill: red, anchor }),
      type(small, text, lx, ty + size * 1.1, size * 0.85, { fill: '#3a3a3a', anchor }),
    ].join('')
  }
  return [
    rect({ x: 0, y: 0, w, h }, '#ecebe8'),
    Array.from({ length: Math.ceil(w / 40) * Math.ceil(h / 40) }, (_, i) => {
      const x = (i % Math.ceil(w / 40)) * 40 + 20
      const y = Math.floor(i / Math.ceil(w / 40)) * 40 + 20
      return `<circle cx="${x}" cy="${y}" r="1.4" fill="#c9c7c2"/>`
    }).join(''),
    type(small, 'Payment confirmed, 390 × 844', board.x, board.y - h * 0.02, h * 0.02, { fill: '#6a6a6a' }),
    shadow(board, 0, { soft: 1, dy: 6, opacity: 0.15 }),
    frame('artboard', board, () => bankPaid(brand, board)),
    `<rect x="${board.x + board.w / 2 - s * 22}" y="${board.y + s * 160}" width="${s * 44}" height="${s * 16}" fill="none" stroke="${red}" stroke-width="2" stroke-dasharray="6 4"/>`,
    note(
      board.x + board.w / 2 - s * 22,
      board.y + s * 168,
      w * 0.26,
      h * 0.74,
      'Tap target 48 × 48',
      'Every button, every screen',
      'left',
    ),
    note(
      board.x + board.w / 2 - s * 12,
      board.y + s * 96,
      w * 0.26,
      h * 0.4,
      'Contrast 12.6 : 1',
      'Text on navy, WCAG AAA',
      'left',
    ),
    note(
      board.x + board.w / 2 + s * 16,
      board.y + s * 118,
      w * 0.76,
      h * 0.52,
      'Amount 36 pt',
      'Scales to 200 % without clipping',
      'right',
    ),
    note(
      board.x + board.w / 2 + s * 14,
      board.y + s * 56,
      w * 0.76,
      h * 0.22,
      'One status, one colour',
      'Never colour alone: icon and word',
      'right',
    ),
  ].join('')
}

/** The club's editors' view: the events list in their content system, an event open with its fields. */
export function cmsScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const box = { x: w * 0.07, y: h * 0.09, w: w * 0.86, h: h * 0.84 }
  return [
    rect({ x: 0, y: 0, w, h }, mix(colors.soft, '#ffffff', 0.7)),
    browser(box, `admin.${brand.domain}`, (page) => {
      const u = page.w / 160
      const body = fontFile(BODY)
      const medium = fontFile(BODY_MEDIUM)
      const bold = fontFile(BODY_BOLD)
      const side = { x: page.x, y: page.y, w: u * 30, h: page.h }
      const menu = ['Nyheter', 'Arrangementer', 'Kurs', 'Medlemmer', 'Sider']
      const form = { x: page.x + u * 36, y: page.y + u * 16, w: u * 78 }
      const field = (y: number, name: string, value: string, tall = false) =>
        [
          type(medium, name, form.x, y, u * 1.6, { fill: '#3a3a3a' }),
          rect(
            { x: form.x, y: y + u * 1.4, w: form.w, h: tall ? u * 14 : u * 4.6 },
            '#ffffff',
            u * 0.6,
            'stroke="#d9d6cf"',
          ),
          tall
            ? lines(body, wrap(body, value, form.w - u * 3, u * 1.5), form.x + u * 1.5, y + u * 4.6, u * 1.5, 1.6, {
                fill: '#0d0d0d',
              })
            : type(body, value, form.x + u * 1.5, y + u * 4.5, u * 1.6, { fill: '#0d0d0d' }),
        ].join('')
      const preview = { x: page.x + u * 120, y: page.y + u * 16, w: u * 34, h: u * 24 }
      return [
        rect(page, '#f7f6f3'),
        rect(side, colors.background),
        placeMark(brand, side.x + u * 3, side.y + u * 3, u * 5, colors.ink, colors.accent),
        type(bold, 'Seilforeningen', side.x + u * 9.5, side.y + u * 6.6, u * 1.7, { fill: colors.ink }),
        menu
          .map((item, i) =>
            [
              i === 1
                ? rect(
                    { x: side.x + u * 2, y: side.y + u * (13 + i * 5.4), w: side.w - u * 4, h: u * 4.4 },
                    colors.soft,
                    u * 0.8,
                  )
                : '',
              type(medium, item, side.x + u * 4, side.y + u * (16 + i * 5.4), u * 1.6, { fill: colors.ink }),
            ].join(''),
          )
          .join(''),
        type(body, 'Arrangementer', page.x + u * 36, page.y + u * 6, u * 1.5, { fill: '#6a6a6a' }),
        type(fontFile(brand.display), 'Onsdagsregatta', page.x + u * 36, page.y + u * 11.5, u * 3.6, {
          fill: '#0d0d0d',
        }),
        pill(
          bold,
          'Publiser',
          page.x + page.w - u * 6 - advance(bold, 'Publiser', u * 1.6) - u * 3.52,
          page.y + u * 5,
          u * 1.6,
          colors.background,
          {
            ink: colors.ink,
          },
        ).svg,
        field(form.y + u * 3, 'Tittel', 'Onsdagsregatta'),
        field(form.y + u * 12, 'Dato og tid', 'Onsdag 3. juni, kl. 18.00'),
        field(form.y + u * 21, 'Sted', 'Byfjorden, start ved Engøyholmen'),
        field(
          form.y + u * 30,
          'Beskrivelse',
          'Åpen for alle båter med gyldig måltall. Skippermøte i klubbhuset kl. 17.30. Resultatene legges ut samme kveld.',
          true,
        ),
        type(medium, 'Bilde', preview.x, preview.y - u * 0.4, u * 1.6, { fill: '#3a3a3a' }),
        picture(brand, { x: preview.x, y: preview.y + u * 1.4, w: preview.w, h: preview.h }, u * 0.8),
        type(medium, 'Språk', preview.x, preview.y + u * 31, u * 1.6, { fill: '#3a3a3a' }),
        pill(bold, 'Norsk', preview.x, preview.y + u * 33, u * 1.4, colors.background, { ink: colors.ink }).svg,
        pill(bold, 'English', preview.x + u * 11, preview.y + u * 33, u * 1.4, '#ffffff', {
          ink: '#0d0d0d',
          outline: '#d9d6cf',
        }).svg,
      ].join('')
    }),
  ].join('')
}

/** Three phones lying on a table, seen from above, each with a post of the brand in a social feed. */
export function feedScene(brand: Brand, w: number, h: number): string {
  const pw = h * 0.36
  const captions = [
    `${brand.headline.join(' ')}. ${brand.subline}.`,
    `${brand.items[0]?.name ?? brand.name}: ${brand.items[0]?.detail ?? ''}. ${brand.action}.`,
    `${brand.subline}. ${brand.action} at ${brand.domain}`,
  ]
  const kinds = ['picture', 'headline', 'item'] as const
  return [
    rect({ x: 0, y: 0, w, h }, brand.colors.accent === '#2433d6' ? '#9ec3d6' : brand.colors.soft),
    `<circle cx="${w * 0.1}" cy="${h * 0.92}" r="${h * 0.22}" fill="#ffffff" opacity="0.25"/>`,
    kinds
      .map((kind, i) => {
        const cx = w * (0.27 + i * 0.23)
        const cy = h * (0.5 + (i === 1 ? -0.02 : 0.03))
        return placed({ x: cx, y: cy, rotate: [-7, 3, 9][i] ?? 0 }, () =>
          phone({ x: -pw / 2, y: -pw * 1.025, w: pw, h: pw * 2.05 }, (screen) =>
            feedScreen(brand, screen, kind, captions[i] ?? ''),
          ),
        )
      })
      .join(''),
  ].join('')
}

/** One phone with the brand's post, and the comments it drew, as a social media report shows them. */
export function postPhoneScene(brand: Brand, w: number, h: number): string {
  const pw = h * 0.42
  const box = phoneBox(w * 0.14, h * 0.08, pw)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const comments = [
    ['arbnorek', 'Need this in my kitchen!'],
    ['vjosa.designs', 'Is the blue one in the showroom?'],
    ['ledi_k', 'The cream kettle though'],
  ] as const
  const bubble = (i: number) => {
    const [who, text] = comments[i] ?? ['', '']
    const size = h * 0.026
    const bw = Math.max(advance(body, text, size), advance(bold, who, size * 0.9)) + size * 5.4
    const b = { x: w * (0.52 + (i % 2) * 0.06), y: h * (0.16 + i * 0.2), w: bw, h: size * 3.6 }
    return [
      shadow(b, size * 1.2, { soft: 1, dy: size * 0.5, opacity: 0.16 }),
      rect(b, '#ffffff', size * 1.2),
      `<circle cx="${b.x + size * 1.9}" cy="${b.y + b.h / 2}" r="${size * 0.95}" fill="${brand.colors.soft}"/>`,
      frame('comment', b, () =>
        [
          type(bold, who, b.x + size * 3.6, b.y + size * 1.5, size * 0.8, { fill: '#0d0d0d' }),
          type(body, text, b.x + size * 3.6, b.y + size * 2.8, size, { fill: '#0d0d0d' }),
        ].join(''),
      ),
    ].join('')
  }
  const heart = { x: w * 0.56, y: h * 0.76, w: h * 0.2, h: h * 0.08 }
  return [
    rect({ x: 0, y: 0, w, h }, '#9ec3d6'),
    `<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.42}" fill="#b8d3e1"/>`,
    phone(box, (screen) => feedScreen(brand, screen, 'picture', `${brand.headline.join(' ')}. ${brand.subline}.`)),
    [0, 1, 2].map(bubble).join(''),
    rect(heart, '#ff3b5c', heart.h / 2),
    frame('likes', heart, () =>
      type(bold, '+ 1 284', heart.x + heart.w / 2, heart.y + heart.h * 0.64, heart.h * 0.4, {
        fill: '#ffffff',
        anchor: 'middle',
      }),
    ),
  ].join('')
}

/** Where each of the ordering app's dishes is in its picture (brands.ts, Prishtina Eats). */
const DISHES = [
  [200, 150],
  [350, 84],
  [60, 230],
] as const

/** A row of restaurants or dishes with a picture each, as the ordering app lists them. */
function dishList(brand: Brand, screen: Box): string {
  const s = screen.w / 100
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  return [
    rect(screen, brand.colors.paper),
    statusBar(screen, '#0d0d0d'),
    type(body, 'Deliver to', screen.x + s * 6, screen.y + s * 22, s * 3.6, { fill: '#0d0d0d', opacity: 0.6 }),
    type(bold, 'Rruga Agim Ramadani 12', screen.x + s * 6, screen.y + s * 28, s * 4.2, { fill: '#0d0d0d' }),
    type(display, 'Popular now', screen.x + s * 6, screen.y + s * 42, s * 6, { fill: '#0d0d0d' }),
    brand.items
      .map((item, i) => {
        const card = { x: screen.x + s * 6, y: screen.y + s * (48 + i * 48), w: screen.w - s * 12, h: s * 44 }
        return [
          rect(card, '#ffffff', s * 4),
          // Each dish its own close-up: the flija, the qebapa, the salad.
          picture(brand, { x: card.x, y: card.y, w: card.w, h: s * 26 }, s * 4, true, DISHES[i]),
          frame(item.name, card, () =>
            [
              type(bold, item.name, card.x + s * 4, card.y + s * 33, s * 4.2, { fill: '#0d0d0d' }),
              type(body, item.detail, card.x + s * 4, card.y + s * 39.5, s * 3.4, { fill: '#0d0d0d', opacity: 0.6 }),
              type(bold, item.value, card.x + card.w - s * 4, card.y + s * 33, s * 4.2, {
                fill: '#0d0d0d',
                anchor: 'end',
              }),
            ].join(''),
          ),
        ].join('')
      })
      .join(''),
  ].join('')
}

/** One dish, open: its picture, what is in it, the price and the button to add it. */
function dishDetail(brand: Brand, screen: Box): string {
  const s = screen.w / 100
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const item = brand.items[0] ?? { name: brand.name, detail: '', value: '' }
  const text = 'Layered pancakes baked for hours under the lid, served with honey and kaymak.'
  return [
    rect(screen, brand.colors.paper),
    picture(brand, { x: screen.x, y: screen.y, w: screen.w, h: s * 88 }),
    statusBar(screen, '#0d0d0d'),
    type(display, item.name, screen.x + s * 6, screen.y + s * 104, fit(display, item.name, screen.w - s * 12, s * 7), {
      fill: '#0d0d0d',
    }),
    type(body, item.detail, screen.x + s * 6, screen.y + s * 113, s * 4, { fill: '#0d0d0d', opacity: 0.6 }),
    lines(body, wrap(body, text, screen.w - s * 12, s * 3.8), screen.x + s * 6, screen.y + s * 126, s * 3.8, 1.5, {
      fill: '#0d0d0d',
    }),
    rect({ x: screen.x + s * 6, y: screen.y + s * 170, w: screen.w - s * 12, h: s * 14 }, brand.colors.accent, s * 7),
    frame('add button', { x: screen.x + s * 6, y: screen.y + s * 170, w: screen.w - s * 12, h: s * 14 }, () =>
      [
        type(bold, 'Add to order', screen.x + s * 12, screen.y + s * 179, s * 4.4, { fill: '#ffffff' }),
        type(bold, item.value, screen.x + screen.w - s * 12, screen.y + s * 179, s * 4.4, {
          fill: '#ffffff',
          anchor: 'end',
        }),
      ].join(''),
    ),
  ].join('')
}

/** The order on its way: a map with the route, the courier's time, and the steps done. */
function tracking(brand: Brand, screen: Box): string {
  const s = screen.w / 100
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const map = { x: screen.x, y: screen.y, w: screen.w, h: s * 110 }
  const steps = ['Order received', 'Cooking', 'On its way']
  return [
    rect(screen, brand.colors.paper),
    rect(map, '#e9e4d8'),
    [0.18, 0.42, 0.7]
      .map(
        (f) => `<path d="M${map.x} ${map.y + map.h * f}H${map.x + map.w}" stroke="#ffffff" stroke-width="${s * 3}"/>`,
      )
      .join(''),
    [0.3, 0.64]
      .map(
        (f) => `<path d="M${map.x + map.w * f} ${map.y}V${map.y + map.h}" stroke="#ffffff" stroke-width="${s * 3}"/>`,
      )
      .join(''),
    `<rect x="${map.x + map.w * 0.72}" y="${map.y + map.h * 0.46}" width="${map.w * 0.2}" height="${map.h * 0.2}" fill="#cfe3c4"/>`,
    `<path d="M${map.x + s * 20} ${map.y + map.h * 0.86}V${map.y + map.h * 0.42}H${map.x + s * 64}V${map.y + map.h * 0.18}H${map.x + s * 84}" fill="none" stroke="${brand.colors.accent}" stroke-width="${s * 2.2}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${map.x + s * 20}" cy="${map.y + map.h * 0.86}" r="${s * 3.4}" fill="${brand.colors.background}"/>`,
    `<circle cx="${map.x + s * 64}" cy="${map.y + map.h * 0.42 - s * 6}" r="${s * 4.6}" fill="${brand.colors.accent}"/>`,
    `<circle cx="${map.x + s * 84}" cy="${map.y + map.h * 0.18}" r="${s * 3.4}" fill="#0d0d0d"/>`,
    statusBar(screen, '#0d0d0d'),
    rect({ x: screen.x, y: screen.y + s * 100, w: screen.w, h: screen.h - s * 100 }, brand.colors.paper, s * 6),
    type(body, 'Arriving in', screen.x + s * 6, screen.y + s * 116, s * 4, { fill: '#0d0d0d', opacity: 0.6 }),
    type(display, '12 min', screen.x + s * 6, screen.y + s * 132, s * 11, { fill: '#0d0d0d' }),
    type(body, 'Arben is on a scooter, 1.4 km away', screen.x + s * 6, screen.y + s * 142, s * 3.6, {
      fill: '#0d0d0d',
      opacity: 0.7,
    }),
    steps
      .map((step, i) => {
        const y = screen.y + s * (156 + i * 12)
        return [
          check(screen.x + s * 10, y - s * 1.5, s * 3.4, i < 2 ? '#0d0d0d' : brand.colors.background, '#ffffff'),
          type(i === 2 ? bold : body, step, screen.x + s * 17, y, s * 4, { fill: '#0d0d0d' }),
        ].join('')
      })
      .join(''),
  ].join('')
}

/** Three phones in a row: the list, a dish, and the order on its way. */
export function orderPhonesScene(brand: Brand, w: number, h: number): string {
  const pw = Math.min(h * 0.38, w * 0.24)
  const gap = w * 0.05
  const left = (w - pw * 3 - gap * 2) / 2
  const screens = [dishList, dishDetail, tracking]
  return [
    rect({ x: 0, y: 0, w, h }, brand.colors.soft),
    `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${mix(brand.colors.soft, brand.colors.background, 0.35)}"/>`,
    screens
      .map((draw, i) =>
        phone(phoneBox(left + i * (pw + gap), h * (i === 1 ? 0.06 : 0.1), pw), (screen) => draw(brand, screen)),
      )
      .join(''),
  ].join('')
}

/** The ordering app as a collage: the order on its way, with the dish and the courier floating beside it. */
export function orderCollageScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const pw = h * 0.4
  const centre = phoneBox(w / 2 - pw / 2, h * 0.07, pw)
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const item = brand.items[1] ?? brand.items[0] ?? { name: '', detail: '', value: '' }
  const dish = { x: w * 0.12, y: h * 0.2, w: w * 0.24, h: h * 0.42 }
  const u = dish.w / 100
  const rider = { x: w * 0.64, y: h * 0.58, w: w * 0.25, h: h * 0.15 }
  const r = rider.h / 10
  const star = (cx: number, cy: number, rad: number) =>
    `<polygon points="${Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5
      const rr = i % 2 ? rad * 0.45 : rad
      return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`
    }).join(' ')}" fill="#f5b800"/>`
  const rating = { x: w * 0.68, y: h * 0.22, w: w * 0.13, h: h * 0.09 }
  return [
    rect({ x: 0, y: 0, w, h }, colors.background),
    Array.from({ length: 4 }, (_, i) =>
      placeMark(
        brand,
        w * (0.04 + i * 0.27),
        h * 0.8,
        h * 0.14,
        mix(colors.background, '#000000', 0.1),
        mix(colors.background, '#000000', 0.1),
      ),
    ).join(''),
    phone(centre, (screen) => tracking(brand, screen)),
    shadow(dish, u * 4, { soft: 2, dy: u * 3, opacity: 0.25 }),
    rect(dish, '#ffffff', u * 4),
    picture(brand, { x: dish.x, y: dish.y, w: dish.w, h: dish.h * 0.62 }, u * 4),
    frame(item.name, dish, () =>
      [
        type(
          bold,
          item.name,
          dish.x + u * 7,
          dish.y + dish.h * 0.62 + u * 12,
          Math.min(u * 7.6, fit(bold, item.name, dish.w - u * 14, u * 7.6)),
          { fill: '#0d0d0d' },
        ),
        type(
          body,
          item.detail,
          dish.x + u * 7,
          dish.y + dish.h * 0.62 + u * 21,
          Math.min(u * 6, fit(body, item.detail, dish.w - u * 14, u * 6)),
          { fill: '#0d0d0d', opacity: 0.6 },
        ),
        type(bold, item.value, dish.x + u * 7, dish.y + dish.h * 0.62 + u * 32, u * 7, { fill: colors.accent }),
      ].join(''),
    ),
    shadow(rating, rating.h / 2, { soft: 1, dy: 6, opacity: 0.2 }),
    rect(rating, '#ffffff', rating.h / 2),
    star(rating.x + rating.h * 0.6, rating.y + rating.h / 2, rating.h * 0.26),
    frame('rating', rating, () =>
      type(bold, '4.8', rating.x + rating.h * 1.05, rating.y + rating.h * 0.66, rating.h * 0.42, { fill: '#0d0d0d' }),
    ),
    shadow(rider, r * 2.4, { soft: 2, dy: r, opacity: 0.25 }),
    rect(rider, '#ffffff', r * 2.4),
    `<circle cx="${rider.x + r * 5}" cy="${rider.y + r * 5}" r="${r * 3}" fill="${colors.accent}"/>`,
    placeMark(brand, rider.x + r * 3.2, rider.y + r * 3.2, r * 3.6, '#ffffff', colors.background),
    frame('courier', rider, () =>
      [
        type(
          bold,
          'Arben is 5 min away',
          rider.x + r * 9.5,
          rider.y + r * 4.4,
          Math.min(r * 2.2, fit(bold, 'Arben is 5 min away', rider.w - r * 11, r * 2.2)),
          { fill: '#0d0d0d' },
        ),
        type(
          body,
          'Your qebapa are still hot',
          rider.x + r * 9.5,
          rider.y + r * 7.4,
          Math.min(r * 1.9, fit(body, 'Your qebapa are still hot', rider.w - r * 11, r * 1.9)),
          { fill: '#0d0d0d', opacity: 0.65 },
        ),
      ].join(''),
    ),
  ].join('')
}

/** The shop's product page and the next drop's countdown, on two phones. */
export function shopPhonesScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const pw = h * 0.39
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const item = brand.items[0] ?? { name: brand.name, detail: '', value: '' }
  const product = (screen: Box) => {
    const s = screen.w / 100
    return [
      rect(screen, colors.paper),
      picture(brand, { x: screen.x, y: screen.y, w: screen.w, h: s * 110 }),
      statusBar(screen, '#0d0d0d'),
      type(
        display,
        item.name.toUpperCase(),
        screen.x + s * 6,
        screen.y + s * 128,
        fit(display, item.name.toUpperCase(), screen.w - s * 12, s * 10),
        { fill: '#0d0d0d' },
      ),
      type(body, item.detail, screen.x + s * 6, screen.y + s * 137, s * 4, { fill: '#0d0d0d', opacity: 0.65 }),
      type(bold, item.value, screen.x + screen.w - s * 6, screen.y + s * 137, s * 4.6, {
        fill: '#0d0d0d',
        anchor: 'end',
      }),
      ['S', 'M', 'L', 'XL']
        .map((size, i) => {
          const chip = { x: screen.x + s * (6 + i * 16), y: screen.y + s * 146, w: s * 13, h: s * 11 }
          return `${rect(chip, i === 1 ? '#0d0d0d' : '#ffffff', s * 2, i === 1 ? '' : 'stroke="#0d0d0d" stroke-opacity="0.25"')}${type(bold, size, chip.x + chip.w / 2, chip.y + s * 7.4, s * 4, { fill: i === 1 ? '#ffffff' : '#0d0d0d', anchor: 'middle' })}`
        })
        .join(''),
      rect({ x: screen.x + s * 6, y: screen.y + s * 166, w: screen.w - s * 12, h: s * 15 }, colors.background, s * 7.5),
      type(bold, 'Add to bag', screen.x + screen.w / 2, screen.y + s * 175.6, s * 4.6, {
        fill: '#0d0d0d',
        anchor: 'middle',
      }),
    ].join('')
  }
  const drop = (screen: Box) => {
    const s = screen.w / 100
    return [
      rect(screen, '#0d0d0d'),
      statusBar(screen, colors.paper),
      placeMark(brand, screen.x + s * 30, screen.y + s * 26, s * 40, colors.background, colors.background),
      type(display, 'DROP 02', screen.x + screen.w / 2, screen.y + s * 96, s * 16, {
        fill: colors.paper,
        anchor: 'middle',
      }),
      type(bold, 'Friday 18:00', screen.x + screen.w / 2, screen.y + s * 108, s * 4.6, {
        fill: colors.background,
        anchor: 'middle',
      }),
      ['02', '14', '36']
        .map((n, i) => {
          const cell = { x: screen.x + s * (8 + i * 29), y: screen.y + s * 118, w: s * 26, h: s * 26 }
          return `${rect(cell, '#1f1f1f', s * 3)}${type(display, n, cell.x + cell.w / 2, cell.y + s * 17, s * 12, { fill: colors.paper, anchor: 'middle' })}${type(body, ['days', 'hours', 'min'][i] ?? '', cell.x + cell.w / 2, cell.y + s * 23.4, s * 3.2, { fill: colors.paper, anchor: 'middle', opacity: 0.6 })}`
        })
        .join(''),
      rect({ x: screen.x + s * 6, y: screen.y + s * 166, w: screen.w - s * 12, h: s * 15 }, colors.paper, s * 7.5),
      type(bold, 'Notify me', screen.x + screen.w / 2, screen.y + s * 175.6, s * 4.6, {
        fill: '#0d0d0d',
        anchor: 'middle',
      }),
    ].join('')
  }
  return [
    rect({ x: 0, y: 0, w, h }, colors.soft),
    type(display, 'CHAOS', w * 0.5, h * 0.86, fit(display, 'CHAOS', w * 0.84, h * 0.6), {
      fill: colors.background,
      anchor: 'middle',
      opacity: 0.55,
    }),
    phone(phoneBox(w / 2 - pw - w * 0.03, h * 0.08, pw), product),
    phone(phoneBox(w / 2 + w * 0.03, h * 0.04, pw), drop),
  ].join('')
}
