/**
 * Devices and interface parts for the brand pictures: a phone, a browser window, a laptop, a tablet, and what their
 * screens show (a brand's website, its app's lists, its social posts), each laid out in the brand's type and colours.
 * Every screen is a frame (draw.ts): its words must stay on it.
 */
import type { Brand } from './brands'
import {
  accentOn,
  advance,
  BODY,
  BODY_BOLD,
  type Box,
  blurred,
  clip,
  fit,
  fontFile,
  frame,
  inkOn,
  inset,
  lines,
  mix,
  record,
  rect,
  shadow,
  type,
  wrap,
} from './draw'

/** The mark in a `size` box at (x, y), recorded so a test sees it is not cut off. */
export function placeMark(brand: Brand, x: number, y: number, size: number, color: string, accent: string): string {
  record(`${brand.name} mark`, { x, y, w: size, h: size })
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${brand.mark(color, accent)}</g>`
}

/** The brand's own picture filling `box`, rounded; `close`, its subject (or the point `focus`) close up. */
export function picture(brand: Brand, box: Box, radius = 0, close = false, focus?: readonly [number, number]): string {
  return clip(box, radius, () => brand.picture(box, close, focus))
}

/** A pill button with its label centred; returns its width too, so rows of buttons can be laid out. */
export function pill(
  face: ReturnType<typeof fontFile>,
  label: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: { ink?: string; outline?: string; anchor?: 'start' | 'middle' } = {},
): { svg: string; w: number; h: number } {
  const w = advance(face, label, size) + size * 2.2
  const h = size * 2.6
  const left = options.anchor === 'middle' ? x - w / 2 : x
  const ink = options.ink ?? inkOn(fill)
  const outline = options.outline ? ` stroke="${options.outline}" stroke-width="${size * 0.12}"` : ''
  return {
    svg: `<rect x="${left}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"${outline}/>${frame(label, { x: left, y, w, h }, () => type(face, label, left + w / 2, y + h * 0.64, size, { fill: ink, anchor: 'middle' }))}`,
    w,
    h,
  }
}

/** The time and the signal and battery of a phone's status bar, in `ink`. */
export function statusBar(screen: Box, ink: string): string {
  const s = screen.w / 100
  const y = screen.y + s * 8.4
  return [
    type(fontFile(BODY_BOLD), '9:41', screen.x + s * 10, y, s * 4.4, { fill: ink }),
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${screen.x + screen.w - s * 26 + i * s * 1.8}" y="${y - s * (1.2 + i * 0.8)}" width="${s * 1.2}" height="${s * (1.2 + i * 0.8)}" rx="${s * 0.3}" fill="${ink}"/>`,
      )
      .join(''),
    `<rect x="${screen.x + screen.w - s * 16}" y="${y - s * 3.4}" width="${s * 7}" height="${s * 3.4}" rx="${s}" fill="none" stroke="${ink}" stroke-width="${s * 0.4}"/><rect x="${screen.x + screen.w - s * 15.2}" y="${y - s * 2.6}" width="${s * 4.6}" height="${s * 1.8}" rx="${s * 0.4}" fill="${ink}"/>`,
  ].join('')
}

/** A phone, upright, `box` its outline; `screen` draws what it shows (the status bar is the screen's to draw). */
export function phone(box: Box, screen: (screen: Box) => string, options: { shadow?: boolean } = {}): string {
  const radius = box.w * 0.16
  const bezel = box.w * 0.035
  const inner = inset(box, bezel)
  const island = { x: inner.x + inner.w * 0.36, y: inner.y + inner.w * 0.035, w: inner.w * 0.28, h: inner.w * 0.08 }
  return [
    options.shadow === false ? '' : shadow(box, radius, { soft: 2, dy: box.w * 0.06, opacity: 0.28 }),
    rect(box, '#16171a', radius),
    rect(inset(box, box.w * 0.008), 'none', radius * 0.96, `stroke="#3a3b40" stroke-width="${box.w * 0.006}"`),
    frame('phone screen', inner, () => clip(inner, radius - bezel, () => screen(inner))),
    rect(island, '#0a0a0b', island.h / 2),
  ].join('')
}

/** A browser window: its toolbar with the site's address, and the page below it. */
export function browser(box: Box, domain: string, page: (content: Box) => string): string {
  const bar = Math.max(30, Math.min(48, box.w * 0.036))
  const radius = bar * 0.4
  const content = { x: box.x, y: box.y + bar, w: box.w, h: box.h - bar }
  const url = { x: box.x + box.w / 2 - box.w * 0.2, y: box.y + bar * 0.2, w: box.w * 0.4, h: bar * 0.6 }
  return [
    shadow(box, radius, { soft: 2, dy: bar * 0.6, opacity: 0.25 }),
    rect(box, '#ffffff', radius),
    `<path d="M${box.x} ${box.y + radius}a${radius} ${radius} 0 0 1 ${radius}-${radius}h${box.w - radius * 2}a${radius} ${radius} 0 0 1 ${radius} ${radius}v${bar - radius}H${box.x}Z" fill="#ebe8e1"/>`,
    ['#ff5f57', '#febc2e', '#28c840']
      .map(
        (c, i) =>
          `<circle cx="${box.x + bar * (0.6 + i * 0.45)}" cy="${box.y + bar / 2}" r="${bar * 0.13}" fill="${c}"/>`,
      )
      .join(''),
    rect(url, '#ffffff', url.h / 2),
    frame('address bar', url, () =>
      type(fontFile(BODY), domain, url.x + url.w / 2, url.y + url.h * 0.68, bar * 0.3, {
        fill: '#5a5a5a',
        anchor: 'middle',
      }),
    ),
    frame('browser page', content, () => clip(content, 0, () => page(content))),
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${radius}" fill="none" stroke="#000" stroke-opacity="0.08"/>`,
  ].join('')
}

/** A laptop: `box` is its lid; the base sits below it. The screen shows a browser's page. */
export function laptop(box: Box, domain: string, page: (content: Box) => string): string {
  const bezel = box.w * 0.022
  const screen = { x: box.x + bezel, y: box.y + bezel, w: box.w - bezel * 2, h: box.h - bezel * 1.6 }
  const bar = screen.h * 0.05
  const content = { x: screen.x, y: screen.y + bar, w: screen.w, h: screen.h - bar }
  const url = { x: screen.x + screen.w * 0.32, y: screen.y + bar * 0.18, w: screen.w * 0.36, h: bar * 0.64 }
  const base = box.h * 0.055
  const over = box.w * 0.07
  return [
    blurred(
      { x: box.x - box.w * 0.12, y: box.y + box.h, w: box.w * 1.24, h: base * 2 },
      14,
      (filter) =>
        `<ellipse cx="${box.x + box.w / 2}" cy="${box.y + box.h + base}" rx="${box.w * 0.62}" ry="${base * 0.9}" fill="#000" opacity="0.25" ${filter}/>`,
    ),
    rect(box, '#1c1d20', box.w * 0.025),
    rect(screen, '#ffffff'),
    rect({ x: screen.x, y: screen.y, w: screen.w, h: bar }, '#ebe8e1'),
    rect(url, '#ffffff', url.h / 2),
    frame('address bar', url, () =>
      type(fontFile(BODY), domain, url.x + url.w / 2, url.y + url.h * 0.7, bar * 0.36, {
        fill: '#5a5a5a',
        anchor: 'middle',
      }),
    ),
    frame('laptop screen', content, () => clip(content, 0, () => page(content))),
    `<path d="M${box.x - over} ${box.y + box.h}H${box.x + box.w + over}l-${over * 0.3} ${base}H${box.x - over * 0.7}Z" fill="#c9c7c2"/>`,
    `<path d="M${box.x + box.w * 0.42} ${box.y + box.h}h${box.w * 0.16}l-${box.w * 0.01} ${base * 0.35}h-${box.w * 0.14}Z" fill="#a9a7a2"/>`,
  ].join('')
}

/** A tablet in landscape, `box` its outline. */
export function tablet(box: Box, screen: (screen: Box) => string): string {
  const radius = box.h * 0.06
  const bezel = box.h * 0.035
  const inner = inset(box, bezel)
  return [
    shadow(box, radius, { soft: 2, dy: box.h * 0.04, opacity: 0.26 }),
    rect(box, '#1c1d20', radius),
    frame('tablet screen', inner, () => clip(inner, radius - bezel, () => screen(inner))),
  ].join('')
}

/** A brand's website's home page in `box`: its navigation, the campaign line, its call to action and its picture. */
export function sitePage(brand: Brand, box: Box): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const mobile = box.w < box.h
  const u = mobile ? box.w / 100 : box.w / 160
  const pad = u * (mobile ? 7 : 6)
  const ink = colors.ink
  const accent = accentOn(colors.accent, colors.background)
  const parts = [rect(box, colors.background)]
  // Navigation: the mark and wordmark left; the menu right (a burger on a phone).
  const navY = box.y + (mobile ? u * 16 : u * 5)
  const markSize = u * (mobile ? 8 : 4.4)
  parts.push(placeMark(brand, box.x + pad, navY - markSize / 2, markSize, ink, colors.accent))
  const wordMax = mobile ? box.w * 0.5 : box.w * 0.3
  parts.push(
    type(
      display,
      brand.wordmark,
      box.x + pad + markSize * 1.35,
      navY + u * 1.2,
      fit(display, brand.wordmark, wordMax, u * (mobile ? 5.2 : 2.6)),
      {
        fill: ink,
      },
    ),
  )
  if (mobile) {
    parts.push(
      [0, 1, 2]
        .map((i) =>
          rect({ x: box.x + box.w - pad - u * 8, y: navY - u * 3 + i * u * 2.6, w: u * 8, h: u * 0.9 }, ink, u * 0.45),
        )
        .join(''),
    )
  } else {
    let x = box.x + box.w - pad
    for (const item of [...brand.nav].reverse()) {
      const size = u * 1.5
      parts.push(type(body, item, x, navY + u * 0.5, size, { fill: ink, anchor: 'end' }))
      x -= advance(body, item, size) + u * 4
    }
  }
  // The campaign line, its sub-line and the call to action.
  const column = mobile ? box.w - pad * 2 : box.w * 0.44
  const headSize = Math.min(...brand.headline.map((line) => fit(display, line, column, u * (mobile ? 13 : 7.4))))
  const headTop = navY + (mobile ? u * 22 : u * 14)
  parts.push(type(display, brand.headline[0], box.x + pad, headTop, headSize, { fill: ink }))
  parts.push(type(display, brand.headline[1], box.x + pad, headTop + headSize * 1.1, headSize, { fill: accent }))
  const subSize = u * (mobile ? 4.2 : 1.7)
  const sub = wrap(body, brand.subline, column * 0.92, subSize)
  const subTop = headTop + headSize * 1.1 + subSize * 2.6
  parts.push(lines(body, sub, box.x + pad, subTop, subSize, 1.45, { fill: ink, opacity: 0.78 }))
  const button = pill(
    bold,
    brand.action,
    box.x + pad,
    subTop + sub.length * subSize * 1.45 + subSize,
    subSize * 0.95,
    colors.accent === colors.background ? ink : colors.accent,
  )
  parts.push(button.svg)
  // The brand's picture: beside the text on a screen, under it on a phone.
  const pictureBox = mobile
    ? {
        x: box.x + pad,
        y: subTop + sub.length * subSize * 1.45 + subSize * 2 + button.h,
        w: box.w - pad * 2,
        h: box.w * 0.9,
      }
    : { x: box.x + box.w * 0.54, y: navY + u * 6, w: box.w * 0.46 - pad, h: Math.min(box.h - u * 16, u * 46) }
  parts.push(picture(brand, pictureBox, u * 1.6))
  // Under the fold on a large screen: the brand's list, as far as it fits.
  if (!mobile) {
    const top = Math.max(pictureBox.y + pictureBox.h, button.h + subTop + sub.length * subSize * 1.45 + subSize) + u * 5
    const cardW = (box.w - pad * 2 - u * 4) / 3
    const words = u * 11
    // A card shows a picture of its own above its words when the screen has room for one.
    const room = box.y + box.h - u * 3 - top
    const cardH = room > words + u * 8 ? Math.min(room, words + u * 22) : words
    if (top + cardH < box.y + box.h - u * 2) {
      brand.items.forEach((item, i) => {
        const card = { x: box.x + pad + i * (cardW + u * 2), y: top, w: cardW, h: cardH }
        const textTop = card.y + cardH - words
        parts.push(rect(card, mix(colors.background, ink, 0.08), u))
        if (cardH > words)
          parts.push(picture(brand, { x: card.x, y: card.y, w: card.w, h: cardH - words }, u, i % 2 === 1))
        parts.push(
          frame(item.name, card, () =>
            [
              type(
                bold,
                item.name,
                card.x + u * 2,
                textTop + u * 4,
                Math.min(u * 1.6, fit(bold, item.name, cardW - u * 4, u * 1.6)),
                {
                  fill: ink,
                },
              ),
              type(
                body,
                item.detail,
                card.x + u * 2,
                textTop + u * 6.6,
                Math.min(u * 1.3, fit(body, item.detail, cardW - u * 4, u * 1.3)),
                {
                  fill: ink,
                  opacity: 0.7,
                },
              ),
              type(bold, item.value, card.x + u * 2, textTop + u * 9.4, u * 1.4, { fill: accent }),
            ].join(''),
          ),
        )
      })
    }
  }
  return parts.join('')
}

/** One row of a list in an app: a round picture, a name and its detail, and a value at the right. */
export function listRow(brand: Brand, item: Brand['items'][number], box: Box, options: { card?: string } = {}): string {
  const body = fontFile(brand.body)
  const bold = fontFile(brand.bodyBold)
  const u = box.h / 10
  const ink = inkOn(options.card ?? '#ffffff')
  const valueSize = u * 2.6
  const valueW = advance(bold, item.value, valueSize)
  const textW = box.w - u * 12 - valueW - u * 3
  return [
    options.card ? rect(box, options.card, u * 2.4) : '',
    `<circle cx="${box.x + u * 5.5}" cy="${box.y + box.h / 2}" r="${u * 3}" fill="${brand.colors.soft}"/>`,
    frame(item.name, box, () =>
      [
        type(
          bold,
          item.name,
          box.x + u * 10.5,
          box.y + u * 4.4,
          Math.min(u * 2.7, fit(bold, item.name, textW, u * 2.7)),
          { fill: ink },
        ),
        type(
          body,
          item.detail,
          box.x + u * 10.5,
          box.y + u * 7.6,
          Math.min(u * 2.2, fit(body, item.detail, textW, u * 2.2)),
          {
            fill: ink,
            opacity: 0.65,
          },
        ),
        type(bold, item.value, box.x + box.w - u * 3, box.y + u * 6, valueSize, { fill: ink, anchor: 'end' }),
      ].join(''),
    ),
  ].join('')
}

export type PostKind = 'picture' | 'headline' | 'mark' | 'item' | 'pattern' | 'wordmark'

/** A social post as the brand designed it: square (or any box), in its colours. */
export function post(brand: Brand, box: Box, kind: PostKind, radius = 0): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(brand.bodyBold)
  const u = box.w / 100
  const pad = u * 8
  const parts: string[] = []
  if (kind === 'picture' || kind === 'item') {
    parts.push(picture(brand, box, radius, kind === 'item'))
    if (kind === 'item') {
      const item = brand.items[0]
      if (item) {
        const tag = pill(
          bold,
          brand.tag ?? `${item.name}  ${item.value}`,
          box.x + pad,
          box.y + box.h - pad - u * 9,
          u * 3.6,
          colors.paper,
          {
            ink: '#0d0d0d',
          },
        )
        parts.push(tag.svg)
      }
    } else {
      const size = fit(display, brand.wordmark, box.w * 0.4, u * 6)
      parts.push(
        rect(
          {
            x: box.x + pad - u * 2,
            y: box.y + pad - u * 2,
            w: advance(display, brand.wordmark, size) + u * 4,
            h: size * 1.5,
          },
          colors.paper,
          u * 1.5,
        ),
      )
      parts.push(type(display, brand.wordmark, box.x + pad, box.y + pad + size * 0.95, size, { fill: '#0d0d0d' }))
    }
    return parts.join('')
  }
  const bg =
    kind === 'headline'
      ? colors.paper
      : kind === 'pattern'
        ? colors.soft
        : kind === 'mark'
          ? colors.background
          : colors.ink === colors.background
            ? colors.accent
            : colors.ink
  const ink = inkOn(bg)
  const markAccent = colors.accent === bg ? colors.soft : colors.accent
  parts.push(rect(box, bg, radius))
  if (kind === 'mark')
    parts.push(placeMark(brand, box.x + box.w * 0.28, box.y + box.h * 0.24, box.w * 0.44, ink, markAccent))
  else if (kind === 'wordmark') {
    const size = fit(display, brand.wordmark, box.w - pad * 2, u * 16)
    parts.push(
      type(display, brand.wordmark, box.x + box.w / 2, box.y + box.h / 2 + size * 0.35, size, {
        fill: ink,
        anchor: 'middle',
      }),
    )
  } else if (kind === 'pattern') {
    const cell = (box.w - pad * 2) / 3
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 3; col++)
        parts.push(
          placeMark(
            brand,
            box.x + pad + col * cell + cell * 0.14,
            box.y + pad + row * cell + cell * 0.1,
            cell * 0.72,
            ink,
            markAccent,
          ),
        )
  } else {
    const size = Math.min(...brand.headline.map((line) => fit(display, line, box.w - pad * 2, u * 15)))
    parts.push(type(display, brand.headline[0], box.x + pad, box.y + pad + size, size, { fill: ink }))
    parts.push(
      type(display, brand.headline[1], box.x + pad, box.y + pad + size * 2.15, size, {
        fill: accentOn(colors.accent, bg),
      }),
    )
  }
  if (kind !== 'pattern')
    parts.push(
      type(fontFile(BODY), brand.handle, box.x + pad, box.y + box.h - pad * 0.8, u * 3.4, { fill: ink, opacity: 0.75 }),
    )
  return frame(`${brand.name} ${kind} post`, box, () => parts.join(''))
}

/** A social app's feed on a phone screen: the brand's profile line, its post, the reactions and the caption. */
export function feedScreen(brand: Brand, screen: Box, kind: PostKind, caption: string): string {
  const s = screen.w / 100
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const top = screen.y + s * 16
  const square = { x: screen.x, y: top + s * 14, w: screen.w, h: screen.w }
  const icons = square.y + square.h + s * 8
  const heart = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y + r * 0.9}C${x - r * 1.6} ${y - r * 0.2} ${x - r * 0.9} ${y - r * 1.4} ${x} ${y - r * 0.45}C${x + r * 0.9} ${y - r * 1.4} ${x + r * 1.6} ${y - r * 0.2} ${x} ${y + r * 0.9}Z" fill="#ff3b5c"/>`
  return [
    rect(screen, '#ffffff'),
    statusBar(screen, '#0d0d0d'),
    `<circle cx="${screen.x + s * 10}" cy="${top + s * 6}" r="${s * 5}" fill="${brand.colors.background}"/>`,
    placeMark(brand, screen.x + s * 7, top + s * 3, s * 6, inkOn(brand.colors.background), brand.colors.accent),
    type(bold, brand.handle.slice(1), screen.x + s * 18, top + s * 5.4, s * 3.8, { fill: '#0d0d0d' }),
    type(body, 'Sponsored', screen.x + s * 18, top + s * 9.6, s * 3, { fill: '#0d0d0d', opacity: 0.55 }),
    post(brand, square, kind),
    heart(screen.x + s * 8, icons, s * 3),
    `<circle cx="${screen.x + s * 20}" cy="${icons}" r="${s * 3}" fill="none" stroke="#0d0d0d" stroke-width="${s * 0.7}"/>`,
    `<path d="M${screen.x + s * 28} ${icons - s * 3}l${s * 7} ${s * 3}-${s * 7} ${s * 3}${s * 1.6}-${s * 3}Z" fill="none" stroke="#0d0d0d" stroke-width="${s * 0.7}" stroke-linejoin="round"/>`,
    type(bold, '1 284 likes', screen.x + s * 5, icons + s * 10, s * 3.6, { fill: '#0d0d0d' }),
    lines(
      body,
      wrap(body, caption, screen.w - s * 10, s * 3.4).slice(0, 3),
      screen.x + s * 5,
      icons + s * 16,
      s * 3.4,
      1.45,
      {
        fill: '#0d0d0d',
      },
    ),
  ].join('')
}
