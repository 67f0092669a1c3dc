/**
 * Brand pictures in print and in the room: the identity (board, lockup, stationery), the campaign (billboard, bus
 * shelter, a wall of posters, stories, ads, posts), and the things themselves (packaging on a shelf and on a plinth,
 * a hoodie on a rail, a delivery bag, a shop front, a conference stage and badge, a reception sign, a logo in motion).
 * Each takes the picture's size and returns its body.
 */

import { picture, pill, placeMark, post } from './brand-devices'
import { type Brand, coffeeBag, hoodie } from './brands'
import {
  accentOn,
  advance,
  BODY,
  BODY_BOLD,
  type Box,
  blurred,
  clip,
  contrast,
  fit,
  fontFile,
  frame,
  inkOn,
  inset,
  lines,
  mix,
  placed,
  rect,
  shadow,
  type,
  wrap,
} from './draw'

/** The brand board: the mark and wordmark on the brand's colour, the palette and the typeface beside them. */
export function boardScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const split = Math.round(w * 0.56)
  const side = { x: split + w * 0.05, w: w - split - w * 0.1 }
  const markSize = Math.round(h * 0.26)
  const wordSize = fit(display, brand.wordmark, split - w * 0.16, h * 0.12)
  const swatches = [colors.background, colors.ink, colors.accent, colors.soft]
  const swatchW = (side.w - w * 0.02) / 2
  const label = h * 0.022
  const swatch = (color: string, i: number) => {
    const x = side.x + (i % 2) * (swatchW + w * 0.02)
    const y = h * 0.15 + Math.floor(i / 2) * h * 0.2
    return `${rect({ x, y, w: swatchW, h: h * 0.13 }, color, h * 0.016, 'stroke="#0d0d0d" stroke-opacity="0.12"')}${type(body, color.toUpperCase(), x, y + h * 0.165, label, { fill: '#0d0d0d' })}`
  }
  const aaSize = h * 0.15
  const aaW = advance(display, 'Aa', aaSize)
  const specimen = 'ABCDEFGHIJ 0123'
  return [
    rect({ x: 0, y: 0, w, h }, colors.paper),
    rect({ x: 0, y: 0, w: split, h }, colors.background),
    placeMark(brand, (split - markSize) / 2, h * 0.22, markSize, colors.ink, colors.accent),
    type(display, brand.wordmark, split / 2, h * 0.22 + markSize + wordSize * 1.3, wordSize, {
      fill: colors.ink,
      anchor: 'middle',
    }),
    type(bold, 'PALETTE', side.x, h * 0.1, label * 0.85, { fill: '#0d0d0d', spacing: 0.12 }),
    swatches.map(swatch).join(''),
    type(bold, 'TYPEFACE', side.x, h * 0.6, label * 0.85, { fill: '#0d0d0d', spacing: 0.12 }),
    type(display, 'Aa', side.x, h * 0.6 + aaSize * 1.15, aaSize, { fill: '#0d0d0d' }),
    type(
      body,
      brand.typeName,
      side.x + aaW + w * 0.02,
      h * 0.6 + aaSize * 0.55,
      Math.min(label * 1.2, fit(body, brand.typeName, side.w - aaW - w * 0.02, label * 1.2)),
      { fill: '#0d0d0d' },
    ),
    type(
      body,
      specimen,
      side.x + aaW + w * 0.02,
      h * 0.6 + aaSize * 0.85,
      Math.min(label * 0.9, fit(body, specimen, side.w - aaW - w * 0.02, label * 0.9)),
      {
        fill: '#0d0d0d',
        opacity: 0.6,
      },
    ),
    type(body, brand.domain, side.x, h * 0.92, label * 0.9, { fill: '#0d0d0d', opacity: 0.6 }),
  ].join('')
}

/** The logo lockup on the brand's colour with its clear space drawn, as a guideline page shows it. */
export function lockupScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const mark = Math.round(h * 0.28)
  const wordSize = fit(display, brand.wordmark, w * 0.6, h * 0.12)
  const top = h * 0.2
  const guide = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${colors.ink}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="10 8"/>`
  return [
    rect({ x: 0, y: 0, w, h }, colors.background),
    guide(w / 2 - mark, top - 40, w / 2 + mark, top - 40),
    guide(w / 2 - mark, top + mark + 40, w / 2 + mark, top + mark + 40),
    guide(w / 2 - mark / 2 - 40, top - 80, w / 2 - mark / 2 - 40, top + mark + 80),
    guide(w / 2 + mark / 2 + 40, top - 80, w / 2 + mark / 2 + 40, top + mark + 80),
    placeMark(brand, (w - mark) / 2, top, mark, colors.ink, colors.accent),
    type(display, brand.wordmark, w / 2, top + mark + 80 + wordSize, wordSize, { fill: colors.ink, anchor: 'middle' }),
    type(body, 'PRIMARY LOCKUP, CLEAR SPACE', w * 0.05, h * 0.93, h * 0.022, {
      fill: colors.ink,
      opacity: 0.7,
      spacing: 0.06,
    }),
  ].join('')
}

/** Business cards, front and back, on a letterhead, on the brand's second colour. */
export function stationeryScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const cw = w * 0.36
  const ch = cw * 0.6
  const sheet = { x: w * 0.52, y: h * 0.08, w: w * 0.36, h: w * 0.36 * 1.2 }
  const u = sheet.w / 100
  const card = (cx: number, cy: number, angle: number, face: (box: Box) => string) =>
    placed({ x: cx, y: cy, rotate: angle }, () => {
      const box = { x: -cw / 2, y: -ch / 2, w: cw, h: ch }
      return `${shadow(box, 12, { soft: 1, dy: 12, opacity: 0.25 })}${frame('card', box, () => face(box))}`
    })
  const front = (box: Box) =>
    [
      rect(box, colors.background, 12),
      placeMark(brand, box.x + box.w / 2 - ch * 0.2, box.y + ch * 0.16, ch * 0.4, colors.ink, colors.accent),
      type(
        display,
        brand.wordmark,
        box.x + box.w / 2,
        box.y + ch * 0.82,
        fit(display, brand.wordmark, cw * 0.8, ch * 0.13),
        { fill: colors.ink, anchor: 'middle' },
      ),
    ].join('')
  const backInk = inkOn(colors.paper)
  const back = (box: Box) =>
    [
      rect(box, colors.paper, 12),
      type(bold, brand.person.name, box.x + cw * 0.07, box.y + ch * 0.26, ch * 0.1, { fill: backInk }),
      type(body, brand.person.role, box.x + cw * 0.07, box.y + ch * 0.38, ch * 0.065, { fill: backInk, opacity: 0.7 }),
      type(
        body,
        brand.person.email,
        box.x + cw * 0.07,
        box.y + ch * 0.72,
        Math.min(ch * 0.065, fit(body, brand.person.email, cw * 0.6, ch * 0.065)),
        { fill: backInk },
      ),
      type(body, brand.domain, box.x + cw * 0.07, box.y + ch * 0.84, ch * 0.065, {
        fill: accentOn(colors.accent, colors.paper),
      }),
      placeMark(brand, box.x + cw * 0.78, box.y + ch * 0.12, ch * 0.22, backInk, colors.accent),
    ].join('')
  return [
    rect({ x: 0, y: 0, w, h }, colors.soft),
    shadow(sheet, 2, { soft: 1, dy: 8, opacity: 0.18 }),
    rect(sheet, '#ffffff', 2),
    frame('letterhead', sheet, () =>
      [
        placeMark(brand, sheet.x + u * 8, sheet.y + u * 8, u * 10, '#0d0d0d', colors.accent),
        type(
          bold,
          brand.wordmark,
          sheet.x + u * 21,
          sheet.y + u * 15,
          Math.min(u * 4, fit(bold, brand.wordmark, u * 68 - advance(body, brand.domain, u * 3), u * 4)),
          {
            fill: '#0d0d0d',
          },
        ),
        type(body, brand.domain, sheet.x + sheet.w - u * 8, sheet.y + u * 15, u * 3, {
          fill: '#0d0d0d',
          opacity: 0.6,
          anchor: 'end',
        }),
        Array.from({ length: 9 }, (_, i) =>
          rect(
            { x: sheet.x + u * 8, y: sheet.y + u * (36 + i * 6), w: u * (i % 4 === 3 ? 50 : 84), h: u * 1.6 },
            '#0d0d0d',
            u * 0.8,
            'opacity="0.14"',
          ),
        ).join(''),
      ].join(''),
    ),
    card(w * 0.3, h * 0.36, -6, front),
    card(w * 0.44, h * 0.68, 4, back),
  ].join('')
}

/** A billboard by the road: the campaign line, the mark and the brand's picture. */
export function billboardScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const board = { x: w * 0.13, y: h * 0.12, w: w * 0.74, h: h * 0.44 }
  const size = Math.min(...brand.headline.map((line) => fit(display, line, board.w * 0.46, board.h * 0.24)))
  const ground = h * 0.8
  return [
    `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#9fc3e6"/><stop offset="1" stop-color="#e4eef7"/></linearGradient></defs>`,
    rect({ x: 0, y: 0, w, h }, 'url(#sky)'),
    `<circle cx="${w * 0.88}" cy="${h * 0.12}" r="${h * 0.06}" fill="#ffe2a8"/>`,
    `<path d="M0 ${ground - h * 0.08}C${w * 0.2} ${ground - h * 0.14} ${w * 0.35} ${ground - h * 0.05} ${w * 0.55} ${ground - h * 0.1}S${w * 0.85} ${ground - h * 0.13} ${w} ${ground - h * 0.07}V${ground}H0Z" fill="#a9c29a"/>`,
    rect({ x: 0, y: ground, w, h: h - ground }, '#8d8a84'),
    rect({ x: 0, y: ground - h * 0.012, w, h: h * 0.02 }, '#bdb6a8'),
    `<path d="M0 ${ground + (h - ground) * 0.55}H${w}" stroke="#f4f1ea" stroke-width="${h * 0.008}" stroke-dasharray="${w * 0.05} ${w * 0.04}"/>`,
    rect({ x: board.x + board.w * 0.22, y: board.y + board.h, w: w * 0.018, h: ground - board.y - board.h }, '#3d3d3d'),
    rect({ x: board.x + board.w * 0.76, y: board.y + board.h, w: w * 0.018, h: ground - board.y - board.h }, '#3d3d3d'),
    rect({ x: board.x - 10, y: board.y - 10, w: board.w + 20, h: board.h + 20 }, '#3d3d3d'),
    frame('billboard', board, () =>
      [
        rect(board, colors.background),
        picture(brand, { x: board.x + board.w * 0.55, y: board.y, w: board.w * 0.45, h: board.h }),
        type(display, brand.headline[0], board.x + board.w * 0.05, board.y + board.h * 0.2 + size, size, {
          fill: colors.ink,
        }),
        type(display, brand.headline[1], board.x + board.w * 0.05, board.y + board.h * 0.2 + size * 2.15, size, {
          fill: accentOn(colors.accent, colors.background),
        }),
        placeMark(brand, board.x + board.w * 0.05, board.y + board.h * 0.74, board.h * 0.16, colors.ink, colors.accent),
        type(
          fontFile(BODY_BOLD),
          brand.domain,
          board.x + board.w * 0.05 + board.h * 0.22,
          board.y + board.h * 0.85,
          board.h * 0.06,
          {
            fill: colors.ink,
          },
        ),
      ].join(''),
    ),
  ].join('')
}

/** A tote bag and a cup with the mark, the things people carry home. */
export function merchScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bag = { x: w * 0.14, y: h * 0.3, w: w * 0.36, h: h * 0.6 }
  const cupX = w * 0.6
  const cupY = h * 0.46
  const cup = [colors.accent, colors.ink, colors.background].find((c) => contrast(c, colors.soft) >= 1.6) ?? '#0d0d0d'
  return [
    rect({ x: 0, y: 0, w, h }, colors.soft),
    `<path d="M${bag.x + bag.w * 0.28} ${bag.y}v-${h * 0.12}a${bag.w * 0.22} ${bag.w * 0.22} 0 0 1 ${bag.w * 0.44} 0v${h * 0.12}" fill="none" stroke="${colors.ink === colors.paper ? colors.background : colors.ink}" stroke-width="18"/>`,
    shadow(bag, 10, { soft: 2, dy: 16, opacity: 0.2 }),
    rect(bag, colors.background, 10),
    frame('tote bag', bag, () =>
      [
        placeMark(brand, bag.x + bag.w * 0.3, bag.y + bag.h * 0.18, bag.w * 0.4, colors.ink, colors.accent),
        type(
          display,
          brand.wordmark,
          bag.x + bag.w / 2,
          bag.y + bag.h * 0.82,
          fit(display, brand.wordmark, bag.w * 0.8, h * 0.06),
          {
            fill: colors.ink,
            anchor: 'middle',
          },
        ),
      ].join(''),
    ),
    `<ellipse cx="${cupX + w * 0.12}" cy="${cupY + h * 0.4}" rx="${w * 0.12}" ry="${h * 0.02}" fill="#000" opacity="0.15"/>`,
    `<path d="M${cupX} ${cupY}h${w * 0.24}l-${w * 0.025} ${h * 0.4}h-${w * 0.19}Z" fill="${cup}"/>`,
    `<rect x="${cupX - 10}" y="${cupY - 40}" width="${w * 0.24 + 20}" height="48" rx="12" fill="${inkOn(cup) === '#0d0d0d' ? '#0d0d0d' : colors.paper}"/>`,
    placeMark(
      brand,
      cupX + w * 0.12 - h * 0.067,
      cupY + h * 0.12,
      h * 0.133,
      inkOn(cup),
      colors.background === cup ? colors.accent : colors.background,
    ),
  ].join('')
}

/** Four posts of the campaign in a grid, as a social media plan shows them. */
export function postsScene(brand: Brand, w: number, h: number): string {
  const gap = h * 0.035
  const size = (h - gap * 3) / 2
  const left = (w - size * 2 - gap) / 2
  const kinds = ['picture', 'headline', 'pattern', 'item'] as const
  return [
    rect({ x: 0, y: 0, w, h }, mix(brand.colors.soft, '#ffffff', 0.2)),
    kinds
      .map((kind, i) => {
        const box = { x: left + (i % 2) * (size + gap), y: gap + Math.floor(i / 2) * (size + gap), w: size, h: size }
        return `${shadow(box, 18, { soft: 1, dy: 6, opacity: 0.14 })}${post(brand, box, kind, 18)}`
      })
      .join(''),
  ].join('')
}

/** A bus shelter at dusk with the campaign's poster lit inside it. */
export function busShelterScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(BODY_BOLD)
  const ground = h * 0.84
  const panel = { x: w * 0.46, y: h * 0.16, w: h * 0.44, h: h * 0.62 }
  const u = panel.w / 100
  const size = Math.min(...brand.headline.map((line) => fit(display, line, panel.w - u * 16, u * 13)))
  return [
    `<defs><linearGradient id="dusk" x2="0" y2="1"><stop offset="0" stop-color="#1d2b55"/><stop offset="0.7" stop-color="#5d4e7a"/><stop offset="1" stop-color="#d98b6c"/></linearGradient></defs>`,
    rect({ x: 0, y: 0, w, h }, 'url(#dusk)'),
    [0.06, 0.2, 0.8, 0.92]
      .map((f, i) =>
        rect(
          { x: w * f - w * 0.04, y: h * (0.3 + (i % 2) * 0.1), w: w * 0.08, h: ground - h * (0.3 + (i % 2) * 0.1) },
          '#27274a',
        ),
      )
      .join(''),
    rect({ x: 0, y: ground, w, h: h - ground }, '#3b3a4a'),
    rect({ x: 0, y: ground, w, h: h * 0.015 }, '#6d6a7a'),
    // The shelter: roof, glass, the panel and a bench.
    rect({ x: w * 0.18, y: h * 0.08, w: w * 0.64, h: h * 0.04 }, '#2b2b30'),
    rect({ x: w * 0.2, y: h * 0.12, w: w * 0.012, h: ground - h * 0.12 }, '#2b2b30'),
    rect({ x: w * 0.788, y: h * 0.12, w: w * 0.012, h: ground - h * 0.12 }, '#2b2b30'),
    rect({ x: w * 0.212, y: h * 0.12, w: w * 0.18, h: ground - h * 0.2 }, '#ffffff', 0, 'opacity="0.12"'),
    blurred(inset(panel, -u * 3), 28, (filter) =>
      rect(inset(panel, -u * 3), colors.paper, 0, `opacity="0.35" ${filter}`),
    ),
    rect({ x: panel.x - u * 2, y: panel.y - u * 2, w: panel.w + u * 4, h: panel.h + u * 4 }, '#2b2b30'),
    frame('poster', panel, () =>
      [
        rect(panel, colors.paper),
        picture(brand, { x: panel.x, y: panel.y, w: panel.w, h: panel.h * 0.56 }),
        type(display, brand.headline[0], panel.x + u * 8, panel.y + panel.h * 0.56 + u * 6 + size, size, {
          fill: '#0d0d0d',
        }),
        type(display, brand.headline[1], panel.x + u * 8, panel.y + panel.h * 0.56 + u * 6 + size * 2.1, size, {
          fill: accentOn(colors.accent, colors.paper),
        }),
        placeMark(brand, panel.x + u * 8, panel.y + panel.h - u * 16, u * 10, '#0d0d0d', colors.accent),
        type(bold, brand.domain, panel.x + panel.w - u * 8, panel.y + panel.h - u * 9, u * 4, {
          fill: '#0d0d0d',
          anchor: 'end',
        }),
      ].join(''),
    ),
    rect({ x: w * 0.22, y: ground - h * 0.12, w: w * 0.15, h: h * 0.025 }, '#8a8478', 4),
    rect({ x: w * 0.24, y: ground - h * 0.1, w: w * 0.01, h: h * 0.1 }, '#2b2b30'),
    rect({ x: w * 0.34, y: ground - h * 0.1, w: w * 0.01, h: h * 0.1 }, '#2b2b30'),
  ].join('')
}

/** The brand's sign on the wall of its reception: the mark cut out and lit, the wordmark beside it. */
export function signageScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const wall = colors.background
  const floor = h * 0.8
  const mark = h * 0.26
  const wordSize = fit(display, brand.wordmark, w * 0.4, h * 0.09)
  const wordW = advance(display, brand.wordmark, wordSize)
  const left = (w - mark - w * 0.04 - wordW) / 2
  const top = h * 0.24
  return [
    rect({ x: 0, y: 0, w, h }, wall),
    Array.from({ length: 14 }, (_, i) =>
      rect({ x: (w / 14) * i, y: 0, w: w / 28, h: floor }, '#ffffff', 0, 'opacity="0.025"'),
    ).join(''),
    [0.2, 0.5, 0.8]
      .map(
        (f) =>
          `<path d="M${w * f - w * 0.02} ${h * 0.13}L${w * f - w * 0.11} ${floor}H${w * f + w * 0.11}L${w * f + w * 0.02} ${h * 0.13}Z" fill="#fff5dc" opacity="0.05"/><path d="M${w * f} 0V${h * 0.09}" stroke="#555" stroke-width="2"/><path d="M${w * f - w * 0.025} ${h * 0.13}a${w * 0.025} ${h * 0.04} 0 0 1 ${w * 0.05} 0Z" fill="#2b2b2b"/><ellipse cx="${w * f}" cy="${h * 0.13}" rx="${w * 0.018}" ry="${h * 0.008}" fill="#fff5dc"/>`,
      )
      .join(''),
    blurred(
      { x: w * 0.14, y: top + mark / 2 - h * 0.26, w: w * 0.72, h: h * 0.52 },
      28,
      (filter) =>
        `<ellipse cx="${w / 2}" cy="${top + mark / 2}" rx="${w * 0.36}" ry="${h * 0.26}" fill="${colors.accent === wall ? colors.soft : colors.accent}" opacity="0.18" ${filter}/>`,
    ),
    placed(
      { x: 8, y: 10 },
      () =>
        `<g opacity="0.35">${colors.accent === '#0d0d0d' ? '' : placeMark(brand, left, top, mark, '#000000', '#000000')}</g>`,
    ),
    placeMark(brand, left, top, mark, colors.ink, colors.accent),
    type(display, brand.wordmark, left + mark + w * 0.04 + 6, top + mark / 2 + wordSize * 0.35 + 8, wordSize, {
      fill: '#000000',
      opacity: 0.3,
    }),
    type(display, brand.wordmark, left + mark + w * 0.04, top + mark / 2 + wordSize * 0.35, wordSize, {
      fill: colors.ink,
    }),
    rect({ x: 0, y: floor, w, h: h - floor }, mix(wall, '#8a7a66', 0.5)),
    // A low reception desk and a plant.
    rect({ x: w * 0.26, y: floor - h * 0.16, w: w * 0.48, h: h * 0.16 }, mix(wall, '#ffffff', 0.12), 6),
    rect({ x: w * 0.25, y: floor - h * 0.17, w: w * 0.5, h: h * 0.02 }, '#c9a27c', 4),
    type(body, brand.domain, w / 2, floor - h * 0.06, h * 0.026, { fill: colors.ink, anchor: 'middle', opacity: 0.6 }),
    `<path d="M${w * 0.86} ${floor}h${w * 0.06}l-${w * 0.008} -${h * 0.1}h-${w * 0.044}Z" fill="#c8c2b8"/>`,
    `<path d="M${w * 0.89} ${floor - h * 0.1}C${w * 0.84} ${floor - h * 0.26} ${w * 0.86} ${floor - h * 0.36} ${w * 0.89} ${floor - h * 0.42}C${w * 0.9} ${floor - h * 0.3} ${w * 0.95} ${floor - h * 0.26} ${w * 0.89} ${floor - h * 0.1}Z" fill="#3f6b4a"/>`,
  ].join('')
}

/** Wheat-pasted posters on a street wall, three designs repeated, as a launch covers a block. */
export function postersScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(brand.bodyBold)
  const cols = 5
  const gap = w * 0.02
  const ph = (h * 0.76 - gap * 0.8) / 2
  const pw = ph / 1.4
  const left = (w - cols * pw - (cols - 1) * gap) / 2
  const top = h * 0.09
  const design = (box: Box, i: number) => {
    const u = box.w / 100
    if (i % 3 === 0) {
      const size = Math.min(...brand.headline.map((line) => fit(display, line, box.w - u * 16, u * 30)))
      return [
        rect(box, colors.background),
        type(display, brand.headline[0], box.x + u * 8, box.y + u * 10 + size, size, { fill: colors.ink }),
        type(display, brand.headline[1], box.x + u * 8, box.y + u * 10 + size * 2.05, size, { fill: colors.paper }),
        placeMark(brand, box.x + u * 8, box.y + box.h - u * 36, u * 22, colors.ink, colors.accent),
        type(
          bold,
          brand.subline,
          box.x + u * 8,
          box.y + box.h - u * 6,
          Math.min(u * 5, fit(bold, brand.subline, box.w - u * 16, u * 5)),
          { fill: colors.ink },
        ),
      ].join('')
    }
    if (i % 3 === 1) {
      const size = fit(display, brand.wordmark, box.w - u * 16, u * 40)
      return [
        rect(box, colors.ink),
        placeMark(brand, box.x + u * 20, box.y + u * 18, u * 60, colors.background, colors.background),
        type(display, brand.wordmark, box.x + box.w / 2, box.y + box.h - u * 14, size, {
          fill: colors.paper,
          anchor: 'middle',
        }),
      ].join('')
    }
    const size = fit(display, 'DROP 02', box.w - u * 16, u * 26)
    return [
      rect(box, colors.paper),
      picture(brand, { x: box.x + u * 6, y: box.y + u * 6, w: box.w - u * 12, h: box.h * 0.6 }),
      type(display, 'DROP 02', box.x + u * 8, box.y + box.h * 0.6 + u * 8 + size, size, { fill: colors.ink }),
      type(bold, brand.domain, box.x + u * 8, box.y + box.h - u * 7, u * 5, { fill: colors.ink }),
    ].join('')
  }
  return [
    rect({ x: 0, y: 0, w, h }, '#cfc9bf'),
    Array.from(
      { length: 10 },
      (_, i) => `<path d="M0 ${h * (0.05 + i * 0.1)}H${w}" stroke="#bfb8ac" stroke-width="2"/>`,
    ).join(''),
    Array.from({ length: 2 * cols }, (_, i) => {
      const col = i % cols
      const row = Math.floor(i / cols)
      const x = left + col * (pw + gap)
      const y = top + row * (ph + gap * 0.8)
      const angle = [-1.5, 1, -0.5, 2, -1, 1.2, -2, 0.6, -1, 1.5][i] ?? 0
      return placed({ x: x + pw / 2, y: y + ph / 2, rotate: angle }, () => {
        const box = { x: -pw / 2, y: -ph / 2, w: pw, h: ph }
        return [
          rect({ x: box.x + 4, y: box.y + 6, w: pw, h: ph }, '#000000', 0, 'opacity="0.12"'),
          frame('poster', box, () => design(box, col + row * 2)),
          `<path d="M${box.x} ${box.y + ph * 0.3}l${pw} ${ph * 0.04}M${box.x} ${box.y + ph * 0.72}l${pw} -${ph * 0.03}" stroke="#ffffff" stroke-width="2" opacity="0.25"/>`,
        ].join('')
      })
    }).join(''),
    rect({ x: 0, y: h * 0.92, w, h: h * 0.08 }, '#8d8a84'),
  ].join('')
}

/** Three stories of the campaign, side by side, as they play on a phone. */
export function storiesScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const sh = h * 0.8
  const sw = sh * (9 / 16)
  const gap = w * 0.04
  const left = (w - sw * 3 - gap * 2) / 2
  const top = (h - sh) / 2
  const frameOf = (i: number) => ({ x: left + i * (sw + gap), y: top, w: sw, h: sh })
  const chrome = (box: Box, step: number) => {
    const u = box.w / 100
    return [
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${u * 24}" fill="#000" opacity="0.28"/>`,
      [0, 1, 2]
        .map((k) =>
          rect(
            { x: box.x + u * (4 + k * 31.3), y: box.y + u * 4, w: u * 29.4, h: u * 1.2 },
            '#ffffff',
            u * 0.6,
            `opacity="${k <= step ? 0.95 : 0.4}"`,
          ),
        )
        .join(''),
      `<circle cx="${box.x + u * 10}" cy="${box.y + u * 13}" r="${u * 5}" fill="${colors.background}"/>`,
      placeMark(brand, box.x + u * 7, box.y + u * 10, u * 6, inkOn(colors.background), colors.accent),
      type(bold, brand.handle.slice(1), box.x + u * 18, box.y + u * 14.4, u * 4.4, { fill: '#ffffff' }),
    ].join('')
  }
  const item = brand.items[0] ?? { name: brand.name, detail: '', value: '' }
  const first = (box: Box) => {
    const u = box.w / 100
    const size = Math.min(...brand.headline.map((line) => fit(display, line, box.w - u * 16, u * 16)))
    return [
      picture(brand, box),
      `<rect x="${box.x}" y="${box.y + box.h * 0.55}" width="${box.w}" height="${box.h * 0.45}" fill="#000" opacity="0.35"/>`,
      type(display, brand.headline[0], box.x + u * 8, box.y + box.h * 0.72, size, { fill: '#ffffff' }),
      type(display, brand.headline[1], box.x + u * 8, box.y + box.h * 0.72 + size * 1.1, size, { fill: '#ffffff' }),
      chrome(box, 0),
    ].join('')
  }
  const second = (box: Box) => {
    const u = box.w / 100
    const sticker = pill(
      bold,
      item.value,
      box.x + u * 60,
      box.y + box.h * 0.14,
      u * 7,
      colors.accent === colors.background ? colors.ink : colors.accent,
    )
    return [
      rect(box, colors.paper),
      picture(brand, { x: box.x + u * 8, y: box.y + box.h * 0.14, w: box.w - u * 16, h: box.h * 0.5 }, u * 4),
      sticker.svg,
      type(display, item.name, box.x + u * 8, box.y + box.h * 0.74, fit(display, item.name, box.w - u * 16, u * 12), {
        fill: '#0d0d0d',
      }),
      type(body, item.detail, box.x + u * 8, box.y + box.h * 0.79, u * 5, { fill: '#0d0d0d', opacity: 0.7 }),
      pill(bold, brand.action, box.x + box.w / 2, box.y + box.h * 0.86, u * 4.8, '#0d0d0d', { anchor: 'middle' }).svg,
      chrome(box, 1),
    ].join('')
  }
  const third = (box: Box) => {
    const u = box.w / 100
    const card = { x: box.x + u * 10, y: box.y + box.h * 0.44, w: box.w - u * 20, h: u * 54 }
    const question = brand.poll ?? 'Which one is yours?'
    return [
      rect(box, colors.background),
      placeMark(
        brand,
        box.x + u * 25,
        box.y + box.h * 0.14,
        u * 50,
        colors.ink,
        colors.accent === colors.background ? colors.soft : colors.accent,
      ),
      rect(card, '#ffffff', u * 5),
      frame('poll', card, () =>
        [
          type(bold, question, card.x + card.w / 2, card.y + u * 12, fit(bold, question, card.w - u * 10, u * 6), {
            fill: '#0d0d0d',
            anchor: 'middle',
          }),
          ...brand.items.slice(0, 2).map((option, k) => {
            const row = { x: card.x + u * 5, y: card.y + u * (19 + k * 16), w: card.w - u * 10, h: u * 12 }
            return `${rect(row, k === 0 ? mix(colors.background, '#ffffff', 0.6) : '#f0eee9', u * 6)}${type(bold, option.name, row.x + u * 5, row.y + u * 8, Math.min(u * 5, fit(bold, option.name, row.w - u * 24, u * 5)), { fill: '#0d0d0d' })}${type(bold, k === 0 ? '64 %' : '36 %', row.x + row.w - u * 5, row.y + u * 8, u * 5, { fill: '#0d0d0d', anchor: 'end' })}`
          }),
        ].join(''),
      ),
      chrome(box, 2),
    ].join('')
  }
  return [
    rect({ x: 0, y: 0, w, h }, mix(colors.soft, '#ffffff', 0.35)),
    [first, second, third]
      .map((draw, i) => {
        const box = frameOf(i)
        return `${shadow(box, box.w * 0.06, { soft: 2, dy: 14, opacity: 0.22 })}${frame('story', box, () => clip(box, box.w * 0.06, () => draw(box)))}`
      })
      .join(''),
  ].join('')
}

/** The campaign's display ads in their sizes, laid out as an ad set is presented, each size labelled. */
export function adsScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const scale = w / 1400
  const ad = (box: Box, label: string, layout: 'wide' | 'square' | 'tall') => {
    const u = Math.min(box.w, box.h) / 100
    const ink = colors.ink
    const button = colors.accent === colors.background ? ink : colors.accent
    const parts = [rect(box, colors.background)]
    if (layout === 'wide') {
      const size = fit(display, brand.headline.join(' '), box.w * 0.5, box.h * 0.34)
      parts.push(
        placeMark(brand, box.x + box.h * 0.2, box.y + box.h * 0.2, box.h * 0.6, ink, colors.accent),
        type(display, brand.headline.join(' '), box.x + box.h, box.y + box.h * 0.5 + size * 0.35, size, { fill: ink }),
        pill(
          bold,
          brand.action,
          box.x + box.w - box.h * 0.2 - advance(bold, brand.action, box.h * 0.16) - box.h * 0.352,
          box.y + box.h * 0.29,
          box.h * 0.16,
          button,
        ).svg,
      )
    } else if (layout === 'square') {
      // The picture on top; under it the line and the button, each sized to the room it has.
      const top = box.y + box.h * 0.46
      const room = box.y + box.h - u * 7 - top
      const buttonSize = u * 5
      const size = Math.min(
        ...brand.headline.map((line) => fit(display, line, box.w - u * 16, u * 12)),
        (room - buttonSize * 2.6 - u * 6) / 2.25,
      )
      parts.push(
        picture(brand, { x: box.x, y: box.y, w: box.w, h: box.h * 0.46 }),
        type(display, brand.headline[0], box.x + u * 8, top + u * 3 + size, size, { fill: ink }),
        type(display, brand.headline[1], box.x + u * 8, top + u * 3 + size * 2.1, size, {
          fill: accentOn(colors.accent, colors.background),
        }),
        pill(bold, brand.action, box.x + u * 8, box.y + box.h - u * 7 - buttonSize * 2.6, buttonSize, button).svg,
      )
    } else {
      // A skyscraper: the mark, the line, a picture, the button, top to bottom.
      const size = Math.min(...brand.headline.map((line) => fit(display, line, box.w - u * 24, u * 22)))
      const buttonSize = Math.min(u * 9, fit(bold, brand.action, box.w - u * 44, u * 9))
      parts.push(
        placeMark(brand, box.x + box.w * 0.3, box.y + u * 14, box.w * 0.4, ink, colors.accent),
        type(display, brand.headline[0], box.x + u * 12, box.y + box.h * 0.36, size, { fill: ink }),
        type(display, brand.headline[1], box.x + u * 12, box.y + box.h * 0.36 + size * 1.1, size, {
          fill: accentOn(colors.accent, colors.background),
        }),
        picture(brand, { x: box.x, y: box.y + box.h * 0.48, w: box.w, h: box.h * 0.3 }),
        pill(bold, brand.action, box.x + box.w / 2, box.y + box.h * 0.84, buttonSize, button, { anchor: 'middle' }).svg,
      )
    }
    return [
      shadow(box, 0, { soft: 1, dy: 6, opacity: 0.15 }),
      frame(`${label} ad`, box, () => parts.join('')),
      type(body, label, box.x, box.y + box.h + 26 * scale, 18 * scale, { fill: '#5a5a5a' }),
    ].join('')
  }
  return [
    rect({ x: 0, y: 0, w, h }, '#efede8'),
    ad({ x: 90 * scale, y: 80 * scale, w: 1000 * scale, h: 124 * scale }, '970 × 120, billboard', 'wide'),
    ad({ x: 90 * scale, y: 270 * scale, w: 420 * scale, h: 350 * scale }, '300 × 250, medium rectangle', 'square'),
    ad({ x: 570 * scale, y: 270 * scale, w: 420 * scale, h: 420 * scale }, '1080 × 1080, social', 'square'),
    ad({ x: 1090 * scale, y: 270 * scale, w: 220 * scale, h: 560 * scale }, '160 × 600', 'tall'),
  ].join('')
}

/** Packaging on a shelf: bags for coffee, three blends in their colours, with a wall sign above. */
export function shelfScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const wall = mix(colors.soft, '#f4f1ea', 0.45)
  const shelves = [h * 0.55, h * 0.9]
  const bagColors = [colors.paper, colors.background, colors.accent]
  const bag = (x: number, base: number, s: number, i: number) => {
    const fill = bagColors[i % 3] ?? colors.paper
    const ink = inkOn(fill)
    const item = brand.items[i % brand.items.length] ?? { name: brand.name, detail: '', value: '' }
    return placed({ x, y: base - 230 * s, scale: s }, () => {
      const label = { x: 18, y: 52, w: 124, h: 170 }
      return [
        `<ellipse cx="80" cy="232" rx="90" ry="8" fill="#000" opacity="0.18"/>`,
        coffeeBag(fill, mix(fill, '#000000', 0.15)),
        frame('label', label, () =>
          [
            placeMark(brand, 62, 60, 36, ink, colors.accent === fill ? colors.ink : colors.accent),
            type(display, brand.wordmark, 80, 124, fit(display, brand.wordmark, 112, 20), {
              fill: ink,
              anchor: 'middle',
            }),
            type(body, item.name, 80, 150, Math.min(12, fit(body, item.name, 112, 12)), {
              fill: ink,
              anchor: 'middle',
            }),
            type(body, item.detail, 80, 168, Math.min(10, fit(body, item.detail, 112, 10)), {
              fill: ink,
              anchor: 'middle',
              opacity: 0.75,
            }),
            type(body, '250 g', 80, 210, 10, { fill: ink, anchor: 'middle', opacity: 0.75 }),
          ].join(''),
        ),
      ].join('')
    })
  }
  const signSize = Math.min(...brand.headline.map((line) => fit(display, line, w * 0.34, h * 0.07)))
  const s = h / 1000
  return [
    rect({ x: 0, y: 0, w, h }, wall),
    type(display, brand.headline[0], w * 0.08, h * 0.1 + signSize, signSize, { fill: colors.background }),
    type(display, brand.headline[1], w * 0.08, h * 0.1 + signSize * 2.1, signSize, { fill: colors.accent }),
    placeMark(brand, w * 0.8, h * 0.08, h * 0.14, colors.background, colors.accent),
    shelves
      .map(
        (y) =>
          `${rect({ x: 0, y, w, h: h * 0.025 }, '#a9825f')}${rect({ x: 0, y: y + h * 0.025, w, h: h * 0.012 }, '#000', 0, 'opacity="0.15"')}`,
      )
      .join(''),
    [0, 1, 2, 3].map((i) => bag(w * (0.46 + i * 0.13), shelves[0] ?? 0, s * 1.05, i)).join(''),
    [0, 1, 2, 3, 4, 5].map((i) => bag(w * (0.06 + i * 0.15), shelves[1] ?? 0, s * 1.25, i + 1)).join(''),
  ].join('')
}

/** A takeaway cup with its sleeve and a bag of beans, close up on the café's counter. */
export function cupScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const counter = h * 0.78
  const s = h / 800
  const item = brand.items[0] ?? { name: brand.name, detail: '', value: '' }
  return [
    rect({ x: 0, y: 0, w, h }, colors.soft),
    `<circle cx="${w * 0.62}" cy="${h * 0.36}" r="${h * 0.36}" fill="${mix(colors.soft, '#ffffff', 0.12)}"/>`,
    rect({ x: 0, y: counter, w, h: h - counter }, '#d8c3a5'),
    rect({ x: 0, y: counter, w, h: h * 0.015 }, '#c4ab88'),
    placed({ x: w * 0.5, y: counter - 232 * s * 2.1, scale: s * 2.1 }, () => {
      const label = { x: 18, y: 52, w: 124, h: 170 }
      return [
        `<ellipse cx="80" cy="232" rx="96" ry="9" fill="#000" opacity="0.2"/>`,
        coffeeBag(colors.paper, mix(colors.paper, '#000000', 0.12)),
        frame('label', label, () =>
          [
            placeMark(brand, 60, 62, 40, '#0d0d0d', colors.accent),
            type(display, brand.wordmark, 80, 128, fit(display, brand.wordmark, 112, 20), {
              fill: '#0d0d0d',
              anchor: 'middle',
            }),
            type(body, item.name, 80, 154, Math.min(12, fit(body, item.name, 112, 12)), {
              fill: '#0d0d0d',
              anchor: 'middle',
            }),
            type(body, item.detail, 80, 172, Math.min(10, fit(body, item.detail, 112, 10)), {
              fill: '#0d0d0d',
              anchor: 'middle',
              opacity: 0.7,
            }),
          ].join(''),
        ),
      ].join('')
    }),
    placed({ x: w * 0.2, y: counter - 300 * s * 1.45, scale: s * 1.45 }, () => {
      const sleeve = { x: 14, y: 90, w: 172, h: 110 }
      return [
        `<ellipse cx="100" cy="300" rx="92" ry="10" fill="#000" opacity="0.22"/>`,
        '<path d="M0 20H200L180 300H20Z" fill="#f4f1ea"/>',
        `<rect x="-8" y="0" width="216" height="30" rx="10" fill="${colors.background}"/>`,
        `<path d="M${sleeve.x} ${sleeve.y}H${sleeve.x + sleeve.w}L${sleeve.x + sleeve.w - 8} ${sleeve.y + sleeve.h}H${sleeve.x + 8}Z" fill="${colors.background}"/>`,
        frame('sleeve', sleeve, () => placeMark(brand, 70, 105, 60, colors.ink, colors.accent)),
      ].join('')
    }),
    Array.from({ length: 9 }, (_, i) => {
      const x = w * (0.2 + (i % 3) * 0.035) + ((i * 13) % 17)
      const y = counter + h * 0.06 + Math.floor(i / 3) * h * 0.035
      return `<ellipse cx="${x}" cy="${y}" rx="${h * 0.014}" ry="${h * 0.01}" fill="#4a2c1c" transform="rotate(${i * 37} ${x} ${y})"/>`
    }).join(''),
  ].join('')
}

/** Three products on plinths against arches, lit softly, as a beauty brand's launch shows them. */
export function podiumScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const floor = h * 0.86
  const plinths = [
    { cx: w * 0.45, top: h * 0.64, r: w * 0.085, color: colors.soft },
    { cx: w * 0.65, top: h * 0.6, r: w * 0.1, color: colors.paper },
    { cx: w * 0.85, top: h * 0.7, r: w * 0.075, color: mix(colors.soft, colors.accent, 0.25) },
  ]
  const bottle = (cx: number, base: number, kind: number) => {
    const item = brand.items[kind] ?? { name: brand.name, detail: '', value: '' }
    const s = (h / 1000) * 1.5
    if (kind === 0) {
      const body0 = { x: cx - 44 * s, y: base - 190 * s, w: 88 * s, h: 190 * s }
      return [
        rect({ x: cx - 16 * s, y: body0.y - 70 * s, w: 32 * s, h: 40 * s }, '#0d0d0d', 6 * s),
        rect({ x: cx - 24 * s, y: body0.y - 34 * s, w: 48 * s, h: 40 * s }, '#e9e4dc', 6 * s),
        rect(body0, '#f3d0a8', 18 * s, 'opacity="0.92"'),
        label(cx, body0.y + 60 * s, 72 * s, item),
      ].join('')
    }
    if (kind === 1) {
      const jar = { x: cx - 70 * s, y: base - 110 * s, w: 140 * s, h: 110 * s }
      return [
        rect({ x: jar.x - 4 * s, y: jar.y - 36 * s, w: jar.w + 8 * s, h: 40 * s }, colors.accent, 10 * s),
        rect(jar, '#fbf6f2', 22 * s),
        label(cx, jar.y + 30 * s, 110 * s, item),
      ].join('')
    }
    const tube = { x: cx - 46 * s, y: base - 240 * s, w: 92 * s, h: 214 * s }
    return [
      `<path d="M${tube.x} ${tube.y}H${tube.x + tube.w}L${tube.x + tube.w - 10 * s} ${tube.y + tube.h}H${tube.x + 10 * s}Z" fill="#fbf1ec"/>`,
      rect({ x: cx - 30 * s, y: base - 28 * s, w: 60 * s, h: 28 * s }, '#0d0d0d', 6 * s),
      label(cx, tube.y + 50 * s, 72 * s, item),
    ].join('')
  }
  function label(cx: number, y: number, width: number, item: Brand['items'][number]) {
    const box = { x: cx - width / 2, y, w: width, h: width * 1.1 }
    return frame('label', box, () =>
      [
        placeMark(brand, cx - width * 0.14, y, width * 0.28, '#0d0d0d', colors.accent),
        type(display, brand.wordmark, cx, y + width * 0.6, fit(display, brand.wordmark, width * 0.8, width * 0.26), {
          fill: '#0d0d0d',
          anchor: 'middle',
        }),
        type(
          body,
          item.name,
          cx,
          y + width * 0.8,
          Math.min(width * 0.12, fit(body, item.name, width * 0.92, width * 0.12)),
          { fill: '#0d0d0d', anchor: 'middle' },
        ),
        type(body, item.detail, cx, y + width * 0.96, width * 0.1, {
          fill: '#0d0d0d',
          anchor: 'middle',
          opacity: 0.65,
        }),
      ].join(''),
    )
  }
  const headSize = Math.min(...brand.headline.map((line) => fit(display, line, w * 0.3, h * 0.09)))
  return [
    rect({ x: 0, y: 0, w, h }, colors.background),
    `<path d="M${w * 0.36} ${floor}V${h * 0.3}A${w * 0.16} ${w * 0.16} 0 0 1 ${w * 0.68} ${h * 0.3}V${floor}Z" fill="${colors.soft}"/>`,
    `<path d="M${w * 0.7} ${floor}V${h * 0.42}A${w * 0.12} ${w * 0.12} 0 0 1 ${w * 0.94} ${h * 0.42}V${floor}Z" fill="${mix(colors.soft, '#ffffff', 0.35)}"/>`,
    rect({ x: 0, y: floor, w, h: h - floor }, mix(colors.soft, '#000000', 0.08)),
    plinths
      .map((p) =>
        [
          blurred(
            { x: p.cx + w * 0.02 - p.r * 1.1, y: floor - h * 0.02, w: p.r * 2.2, h: h * 0.04 },
            6,
            (filter) =>
              `<ellipse cx="${p.cx + w * 0.02}" cy="${floor}" rx="${p.r * 1.1}" ry="${h * 0.02}" fill="#000" opacity="0.12" ${filter}/>`,
          ),
          rect({ x: p.cx - p.r, y: p.top, w: p.r * 2, h: floor - p.top }, p.color),
          `<ellipse cx="${p.cx}" cy="${p.top}" rx="${p.r}" ry="${h * 0.022}" fill="${mix(p.color, '#ffffff', 0.3)}"/>`,
        ].join(''),
      )
      .join(''),
    plinths.map((p, i) => bottle(p.cx, p.top, i)).join(''),
    `<path d="M${w * 0.3} ${floor}C${w * 0.27} ${h * 0.7} ${w * 0.3} ${h * 0.6} ${w * 0.34} ${h * 0.54}M${w * 0.3} ${h * 0.72}C${w * 0.27} ${h * 0.68} ${w * 0.26} ${h * 0.64} ${w * 0.265} ${h * 0.6}M${w * 0.31} ${h * 0.64}C${w * 0.34} ${h * 0.62} ${w * 0.355} ${h * 0.6} ${w * 0.36} ${h * 0.57}" stroke="#5a7d4b" stroke-width="${h * 0.008}" fill="none" stroke-linecap="round"/>`,
    type(display, brand.headline[0], w * 0.07, h * 0.2 + headSize, headSize, { fill: '#0d0d0d' }),
    type(display, brand.headline[1], w * 0.07, h * 0.2 + headSize * 2.1, headSize, {
      fill: colors.accent === colors.background ? '#0d0d0d' : mix(colors.accent, '#000000', 0.15),
    }),
    lines(
      body,
      wrap(body, brand.subline, w * 0.24, h * 0.024),
      w * 0.07,
      h * 0.2 + headSize * 2.1 + h * 0.07,
      h * 0.024,
      1.5,
      { fill: '#0d0d0d', opacity: 0.75 },
    ),
  ].join('')
}

/** The hoodie of the drop on a rail, its swing tag hanging from the hanger. */
export function apparelScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(brand.bodyBold)
  const body = fontFile(BODY)
  const item = brand.items[0] ?? { name: brand.name, detail: '', value: '' }
  const rail = h * 0.13
  const s = h / 800
  const cx = w * 0.42
  const tag = { x: w * 0.66, y: h * 0.3, w: w * 0.17, h: w * 0.17 * 1.55 }
  const u = tag.w / 100
  const printSize = 44 * 1
  return [
    rect({ x: 0, y: 0, w, h }, colors.background),
    `<circle cx="${w * 0.15}" cy="${h * 0.85}" r="${h * 0.3}" fill="${colors.soft}" opacity="0.6"/>`,
    rect({ x: 0, y: rail, w, h: h * 0.018 }, '#2b2b2b'),
    `<path d="M${cx} ${rail + h * 0.02}c0-${h * 0.03} ${h * 0.04}-${h * 0.03} ${h * 0.035} 0" fill="none" stroke="#2b2b2b" stroke-width="${h * 0.008}"/>`,
    `<path d="M${cx - 110 * s * 1.3} ${rail + h * 0.11}L${cx} ${rail + h * 0.04}L${cx + 110 * s * 1.3} ${rail + h * 0.11}" fill="none" stroke="#8a6a4a" stroke-width="${h * 0.012}" stroke-linecap="round"/>`,
    placed({ x: cx, y: rail + h * 0.1, scale: s * 1.55 }, () =>
      [
        hoodie('#0d0d0d', '#222222', colors.paper),
        placeMark(brand, -34, 52, 68, colors.background, colors.background),
        type(display, brand.wordmark, 0, 160, fit(display, brand.wordmark, 120, printSize), {
          fill: colors.paper,
          anchor: 'middle',
        }),
      ].join(''),
    ),
    `<path d="M${cx} ${rail + h * 0.04}C${cx + w * 0.1} ${rail + h * 0.06} ${tag.x + tag.w / 2 - w * 0.04} ${tag.y - h * 0.06} ${tag.x + tag.w / 2} ${tag.y + u * 10}" fill="none" stroke="#f4f1ea" stroke-width="2"/>`,
    placed({ x: tag.x + tag.w / 2, y: tag.y, rotate: 6 }, () => {
      const box = { x: -tag.w / 2, y: 0, w: tag.w, h: tag.h }
      return [
        shadow(box, u * 3, { soft: 1, dy: u * 3, opacity: 0.25 }),
        rect(box, colors.paper, u * 3),
        `<circle cx="0" cy="${u * 10}" r="${u * 3.4}" fill="${colors.background}"/>`,
        frame('swing tag', box, () =>
          [
            placeMark(brand, -u * 16, u * 20, u * 32, '#0d0d0d', '#0d0d0d'),
            type(display, 'DROP 02', 0, u * 78, fit(display, 'DROP 02', u * 80, u * 20), {
              fill: '#0d0d0d',
              anchor: 'middle',
            }),
            type(
              bold,
              item.name.toUpperCase(),
              0,
              u * 96,
              Math.min(u * 8, fit(bold, item.name.toUpperCase(), u * 84, u * 8)),
              { fill: '#0d0d0d', anchor: 'middle' },
            ),
            type(body, item.detail, 0, u * 108, Math.min(u * 7, fit(body, item.detail, u * 84, u * 7)), {
              fill: '#0d0d0d',
              anchor: 'middle',
              opacity: 0.65,
            }),
            type(display, item.value, 0, u * 138, u * 20, { fill: '#0d0d0d', anchor: 'middle' }),
          ].join(''),
        ),
      ].join('')
    }),
  ].join('')
}

/** A courier's insulated bag with the brand on it, and the order on the phone beside it. */
export function deliveryScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(brand.bodyBold)
  const body = fontFile(BODY)
  const ground = h * 0.84
  const bag = { x: w * 0.12, y: h * 0.18, w: w * 0.42, h: h * 0.6 }
  const sticker = { x: w * 0.6, y: h * 0.16, w: w * 0.27, h: w * 0.27 * 1.12 }
  const u = sticker.w / 100
  return [
    rect({ x: 0, y: 0, w, h }, colors.soft),
    `<circle cx="${w * 0.82}" cy="${h * 0.78}" r="${h * 0.34}" fill="${mix(colors.soft, colors.background, 0.35)}"/>`,
    rect({ x: 0, y: ground, w, h: h - ground }, mix(colors.soft, '#000000', 0.12)),
    `<path d="M${bag.x + bag.w * 0.3} ${bag.y}V${bag.y - h * 0.06}a${bag.w * 0.2} ${h * 0.05} 0 0 1 ${bag.w * 0.4} 0V${bag.y}" fill="none" stroke="#0d0d0d" stroke-width="${h * 0.02}"/>`,
    blurred(
      { x: bag.x - bag.w * 0.1, y: bag.y + bag.h - h * 0.005, w: bag.w * 1.2, h: h * 0.05 },
      6,
      (filter) =>
        `<ellipse cx="${bag.x + bag.w / 2}" cy="${bag.y + bag.h + h * 0.02}" rx="${bag.w * 0.6}" ry="${h * 0.025}" fill="#000" opacity="0.2" ${filter}/>`,
    ),
    rect(bag, colors.background, h * 0.04),
    rect({ x: bag.x, y: bag.y, w: bag.w, h: bag.h * 0.16 }, mix(colors.background, '#000000', 0.12), h * 0.04),
    `<path d="M${bag.x + bag.w * 0.06} ${bag.y + bag.h * 0.16}H${bag.x + bag.w * 0.94}" stroke="#0d0d0d" stroke-width="${h * 0.006}" stroke-dasharray="${h * 0.014} ${h * 0.01}" opacity="0.4"/>`,
    frame('delivery bag', bag, () =>
      [
        placeMark(
          brand,
          bag.x + bag.w / 2 - bag.h * 0.14,
          bag.y + bag.h * 0.24,
          bag.h * 0.28,
          colors.ink,
          colors.accent,
        ),
        type(
          display,
          brand.wordmark,
          bag.x + bag.w / 2,
          bag.y + bag.h * 0.68,
          fit(display, brand.wordmark, bag.w * 0.8, h * 0.06),
          { fill: colors.ink, anchor: 'middle' },
        ),
        type(bold, brand.domain, bag.x + bag.w / 2, bag.y + bag.h * 0.8, h * 0.026, {
          fill: colors.ink,
          anchor: 'middle',
          opacity: 0.8,
        }),
      ].join(''),
    ),
    rect(
      { x: bag.x + bag.w * 0.08, y: bag.y + bag.h * 0.88, w: bag.w * 0.84, h: h * 0.012 },
      '#ffffff',
      3,
      'opacity="0.55"',
    ),
    placed({ x: sticker.x + sticker.w / 2, y: sticker.y + sticker.h / 2, rotate: -5 }, () => {
      const box = { x: -sticker.w / 2, y: -sticker.h / 2, w: sticker.w, h: sticker.h }
      return [
        shadow(box, u * 4, { soft: 1, dy: u * 2, opacity: 0.22 }),
        rect(box, '#ffffff', u * 4),
        frame('receipt', box, () =>
          [
            type(bold, 'Order #2481', box.x + u * 8, box.y + u * 14, u * 7, { fill: '#0d0d0d' }),
            ...brand.items.map((item, i) =>
              [
                type(
                  body,
                  item.name,
                  box.x + u * 8,
                  box.y + u * (30 + i * 13),
                  Math.min(u * 6, fit(body, item.name, u * 58, u * 6)),
                  { fill: '#0d0d0d' },
                ),
                type(bold, item.value, box.x + box.w - u * 8, box.y + u * (30 + i * 13), u * 6, {
                  fill: '#0d0d0d',
                  anchor: 'end',
                }),
              ].join(''),
            ),
            `<path d="M${box.x + u * 8} ${box.y + u * 70}H${box.x + box.w - u * 8}" stroke="#0d0d0d" stroke-dasharray="4 4" opacity="0.4"/>`,
            type(bold, 'Total', box.x + u * 8, box.y + u * 84, u * 7, { fill: '#0d0d0d' }),
            type(display, '17.70 €', box.x + box.w - u * 8, box.y + u * 84, u * 8, {
              fill: colors.accent,
              anchor: 'end',
            }),
            type(body, 'Arrives 19:25', box.x + u * 8, box.y + u * 100, u * 6, { fill: '#0d0d0d', opacity: 0.6 }),
          ].join(''),
        ),
      ].join('')
    }),
  ].join('')
}

/** The brand's shop front: the fascia with its name, the window lettered, an awning and a hanging sign. */
export function storefrontScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const bold = fontFile(BODY_BOLD)
  const ground = h * 0.88
  const front = { x: w * 0.12, y: h * 0.1, w: w * 0.76, h: ground - h * 0.1 }
  const fascia = { x: front.x, y: front.y, w: front.w, h: h * 0.14 }
  const windowBox = {
    x: front.x + front.w * 0.06,
    y: front.y + h * 0.3,
    w: front.w * 0.52,
    h: ground - front.y - h * 0.34,
  }
  const door = { x: front.x + front.w * 0.66, y: front.y + h * 0.3, w: front.w * 0.24, h: ground - front.y - h * 0.3 }
  const awning = front.y + h * 0.16
  const stripes = 12
  const wordSize = fit(display, brand.wordmark, fascia.w * 0.6, fascia.h * 0.5)
  const wall = mix(colors.paper, colors.soft, 0.25)
  return [
    rect({ x: 0, y: 0, w, h }, '#d9d4ca'),
    rect({ x: front.x - w * 0.02, y: front.y - h * 0.03, w: front.w + w * 0.04, h: ground - front.y + h * 0.03 }, wall),
    rect(fascia, colors.background),
    frame('fascia', fascia, () =>
      [
        placeMark(
          brand,
          fascia.x + fascia.w / 2 - wordSize * 0.5 - advance(display, brand.wordmark, wordSize) / 2 - fascia.h * 0.3,
          fascia.y + fascia.h * 0.2,
          fascia.h * 0.6,
          colors.ink,
          colors.accent,
        ),
        type(
          display,
          brand.wordmark,
          fascia.x + fascia.w / 2 + fascia.h * 0.3,
          fascia.y + fascia.h * 0.5 + wordSize * 0.35,
          wordSize,
          { fill: colors.ink, anchor: 'middle' },
        ),
      ].join(''),
    ),
    Array.from({ length: stripes }, (_, i) => {
      const sw = front.w / stripes
      const x = front.x + i * sw
      return `<path d="M${x} ${awning}h${sw}l${sw * 0.1} ${h * 0.08}h-${sw}Z" fill="${i % 2 ? colors.paper : colors.accent === '#0d0d0d' ? colors.background : colors.accent}"/>`
    }).join(''),
    rect(windowBox, '#2e3b45'),
    `<path d="M${windowBox.x} ${windowBox.y}l${windowBox.w * 0.4} ${windowBox.h}h${windowBox.w * 0.2}L${windowBox.x + windowBox.w * 0.2} ${windowBox.y}Z" fill="#ffffff" opacity="0.08"/>`,
    frame('window', windowBox, () => {
      const column = windowBox.w * 0.46
      const size = Math.min(...brand.headline.map((line) => fit(display, line, column, windowBox.h * 0.13)))
      const subSize = windowBox.h * 0.045
      const left = windowBox.x + windowBox.w * 0.07
      return [
        picture(
          brand,
          {
            x: windowBox.x + windowBox.w * 0.58,
            y: windowBox.y + windowBox.h * 0.3,
            w: windowBox.w * 0.36,
            h: windowBox.h * 0.56,
          },
          6,
        ),
        type(display, brand.headline[0], left, windowBox.y + windowBox.h * 0.12 + size, size, { fill: '#f4f1ea' }),
        type(display, brand.headline[1], left, windowBox.y + windowBox.h * 0.12 + size * 2.15, size, {
          fill: '#f4f1ea',
        }),
        lines(
          body,
          wrap(body, brand.subline, column, subSize),
          left,
          windowBox.y + windowBox.h * 0.12 + size * 2.15 + subSize * 2.6,
          subSize,
          1.4,
          {
            fill: '#f4f1ea',
            opacity: 0.85,
          },
        ),
      ].join('')
    }),
    rect(door, '#2e3b45'),
    rect({ x: door.x + door.w * 0.1, y: door.y + door.h * 0.06, w: door.w * 0.8, h: door.h * 0.5 }, '#3f4f5a'),
    rect({ x: door.x + door.w * 0.82, y: door.y + door.h * 0.55, w: door.w * 0.06, h: door.h * 0.12 }, '#c9a27c', 3),
    frame(
      'door',
      door,
      () =>
        pill(bold, 'OPEN', door.x + door.w / 2, door.y + door.h * 0.3, door.w * 0.08, '#f4f1ea', {
          anchor: 'middle',
          ink: '#0d0d0d',
        }).svg,
    ),
    `<path d="M${front.x + front.w + w * 0.02} ${front.y + h * 0.22}h${w * 0.07}" stroke="#2b2b2b" stroke-width="${h * 0.008}"/>`,
    rect({ x: front.x + front.w + w * 0.035, y: front.y + h * 0.23, w: w * 0.07, h: w * 0.07 }, colors.background, 6),
    placeMark(brand, front.x + front.w + w * 0.045, front.y + h * 0.23 + w * 0.01, w * 0.05, colors.ink, colors.accent),
    rect({ x: 0, y: ground, w, h: h - ground }, '#9a968e'),
    [0.04, 0.93]
      .map(
        (f) =>
          `<path d="M${w * f} ${ground}h${w * 0.05}l-${w * 0.006} -${h * 0.09}h-${w * 0.038}Z" fill="#6d6a62"/><circle cx="${w * (f + 0.025)}" cy="${ground - h * 0.13}" r="${h * 0.06}" fill="#4e7a55"/>`,
      )
      .join(''),
  ].join('')
}

/** The summit's badge on its lanyard, a second one behind it. */
export function badgeScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(BODY_BOLD)
  const body = fontFile(BODY)
  const bw = h * 0.4
  const bh = bw * 1.4
  const badge = (cx: number, top: number, angle: number, name: string, role: string, company: string, band: string) =>
    placed({ x: cx, y: top, rotate: angle }, () => {
      const box = { x: -bw / 2, y: 0, w: bw, h: bh }
      const u = bw / 100
      return [
        `<path d="M${-u * 18} ${-h}L${-u * 8} ${u * 2}M${u * 18} ${-h}L${u * 8} ${u * 2}" stroke="${colors.ink === '#f4f1ea' ? '#0d0d0d' : colors.ink}" stroke-width="${u * 10}"/>`,
        rect({ x: -u * 8, y: -u * 4, w: u * 16, h: u * 10 }, '#b9b4aa', u * 2),
        shadow(box, u * 4, { soft: 2, dy: u * 5, opacity: 0.3 }),
        rect(box, '#ffffff', u * 4),
        frame('badge', box, () =>
          [
            `<path d="M${box.x} ${box.y + u * 4}a${u * 4} ${u * 4} 0 0 1 ${u * 4}-${u * 4}h${bw - u * 8}a${u * 4} ${u * 4} 0 0 1 ${u * 4} ${u * 4}v${u * 40}H${box.x}Z" fill="${band}"/>`,
            placeMark(
              brand,
              box.x + u * 8,
              box.y + u * 8,
              u * 18,
              inkOn(band),
              colors.accent === band ? colors.soft : colors.accent,
            ),
            type(display, 'BALKAN TECH', box.x + u * 30, box.y + u * 15, u * 7, { fill: inkOn(band) }),
            type(display, 'SUMMIT', box.x + u * 30, box.y + u * 24, u * 7, { fill: inkOn(band) }),
            type(bold, 'PRISHTINA, 14–16 MAY', box.x + u * 8, box.y + u * 37, u * 4.6, {
              fill: inkOn(band),
              opacity: 0.85,
            }),
            type(
              display,
              name.split(' ')[0] ?? name,
              box.x + u * 8,
              box.y + u * 64,
              fit(display, name.split(' ')[0] ?? name, u * 84, u * 15),
              { fill: '#0d0d0d' },
            ),
            type(bold, name.split(' ').slice(1).join(' '), box.x + u * 8, box.y + u * 76, u * 7, { fill: '#0d0d0d' }),
            type(body, company, box.x + u * 8, box.y + u * 88, u * 5.4, { fill: '#0d0d0d', opacity: 0.65 }),
            rect(
              { x: box.x, y: box.y + bh - u * 16, w: bw, h: u * 16 },
              role === 'SPEAKER' ? colors.accent : colors.soft,
            ),
            type(display, role, box.x + bw / 2, box.y + bh - u * 5, u * 8, {
              fill: inkOn(role === 'SPEAKER' ? colors.accent : colors.soft),
              anchor: 'middle',
              spacing: 0.08,
            }),
          ].join(''),
        ),
      ].join('')
    })
  return [
    brand.picture({ x: 0, y: 0, w, h }),
    `<rect width="${w}" height="${h}" fill="${colors.background}" opacity="0.55"/>`,
    badge(w * 0.66, h * 0.16, 5, 'Ardita Kelmendi', 'ATTENDEE', 'Solaris Labs', colors.soft),
    badge(w * 0.35, h * 0.1, -4, 'Lira Krasniqi', 'SPEAKER', 'Product lead, Tregu', colors.background),
  ].join('')
}

/** The summit's main stage before the doors open: the screen with the campaign, the lectern and the first rows. */
export function stageScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const bold = fontFile(BODY_BOLD)
  const screen = { x: w * 0.22, y: h * 0.09, w: w * 0.56, h: w * 0.56 * 0.5 }
  const stageTop = h * 0.66
  const size = Math.min(...brand.headline.map((line) => fit(display, line, screen.w * 0.5, screen.h * 0.2)))
  return [
    rect({ x: 0, y: 0, w, h }, '#0b0f2a'),
    [0.1, 0.3, 0.7, 0.9]
      .map(
        (f) =>
          `<path d="M${w * f} 0L${w * (f - 0.08)} ${stageTop}H${w * (f + 0.08)}Z" fill="${colors.soft}" opacity="0.08"/>`,
      )
      .join(''),
    blurred(inset(screen, -20), 28, (filter) =>
      rect(inset(screen, -20), colors.background, 0, `opacity="0.45" ${filter}`),
    ),
    frame('stage screen', screen, () =>
      [
        rect(screen, colors.background),
        picture(brand, { x: screen.x + screen.w * 0.56, y: screen.y, w: screen.w * 0.44, h: screen.h }),
        placeMark(
          brand,
          screen.x + screen.w * 0.05,
          screen.y + screen.h * 0.1,
          screen.h * 0.18,
          colors.ink,
          colors.accent,
        ),
        type(display, brand.headline[0], screen.x + screen.w * 0.05, screen.y + screen.h * 0.42 + size * 0.5, size, {
          fill: colors.ink,
        }),
        type(display, brand.headline[1], screen.x + screen.w * 0.05, screen.y + screen.h * 0.42 + size * 1.65, size, {
          fill: colors.soft,
        }),
        type(bold, 'PRISHTINA, 14–16 MAY', screen.x + screen.w * 0.05, screen.y + screen.h * 0.88, screen.h * 0.06, {
          fill: colors.ink,
        }),
      ].join(''),
    ),
    [0.06, 0.86]
      .map((f) => {
        const banner = { x: w * f, y: h * 0.08, w: w * 0.08, h: h * 0.52 }
        return `${rect(banner, colors.ink)}${frame('banner', banner, () => placeMark(brand, banner.x + banner.w * 0.15, banner.y + banner.w * 0.3, banner.w * 0.7, colors.background, colors.accent === '#0d0d0d' ? '#0d0d0d' : colors.accent))}`
      })
      .join(''),
    rect({ x: 0, y: stageTop, w, h: h * 0.06 }, '#1b2150'),
    rect({ x: 0, y: stageTop + h * 0.06, w, h: h * 0.012 }, colors.background),
    `<path d="M${w * 0.66} ${stageTop}l${w * 0.01} -${h * 0.11}h${w * 0.07}l${w * 0.01} ${h * 0.11}Z" fill="#f4f1ea"/>`,
    placeMark(brand, w * 0.68, stageTop - h * 0.09, w * 0.05, colors.background, '#0d0d0d'),
    rect({ x: 0, y: stageTop + h * 0.072, w, h: h - stageTop }, '#070a1f'),
    Array.from({ length: 2 }, (_, row) =>
      Array.from({ length: 12 }, (_, i) => {
        const x = w * (0.04 + i * 0.08) + (row % 2) * w * 0.04
        const y = h * (0.84 + row * 0.09)
        return `<rect x="${x}" y="${y}" width="${w * 0.05}" height="${h * 0.07}" rx="${h * 0.01}" fill="${row ? '#1e2a6b' : '#26338a'}"/><rect x="${x}" y="${y + h * 0.05}" width="${w * 0.05}" height="${h * 0.025}" rx="${h * 0.008}" fill="${row ? '#17205a' : '#1e2a6b'}"/>`
      }).join(''),
    ).join(''),
  ].join('')
}

/** The mark's animation as a storyboard: four frames, and the timeline with its keyframes. */
export function motionScene(brand: Brand, w: number, h: number): string {
  const { colors } = brand
  const display = fontFile(brand.display)
  const body = fontFile(BODY)
  const fw = w * 0.4
  const fh = fw * 0.5625
  const gapX = w * 0.04
  const left = (w - fw * 2 - gapX) / 2
  const times = ['0.0 s', '0.3 s', '0.6 s', '1.0 s']
  const frameAt = (i: number): string => {
    const box = { x: left + (i % 2) * (fw + gapX), y: h * 0.08 + Math.floor(i / 2) * (fh + h * 0.08), w: fw, h: fh }
    const u = box.h / 100
    const markSize = u * 36
    const cx = box.x + box.w / 2
    const cy = box.y + box.h / 2 - u * 8
    const inner = [rect(box, colors.background, 10)]
    if (i === 0) {
      inner.push(
        `<path d="M${cx - u * 8} ${cy - u * 10}l-${u * 10} ${u * 10} ${u * 10} ${u * 10}M${cx + u * 8} ${cy - u * 10}l${u * 10} ${u * 10}-${u * 10} ${u * 10}" fill="none" stroke="${colors.soft}" stroke-width="${u * 3.6}"/>`,
      )
    } else if (i === 1) {
      inner.push(
        `<rect x="${cx - markSize * 0.3}" y="${cy - markSize * 0.3}" width="${markSize * 0.6}" height="${markSize * 0.6}" rx="${markSize * 0.12}" fill="${colors.accent}"/>`,
        `<path d="M${cx - u * 4} ${cy - u * 7}l-${u * 7} ${u * 7} ${u * 7} ${u * 7}M${cx + u * 4} ${cy - u * 7}l${u * 7} ${u * 7}-${u * 7} ${u * 7}" fill="none" stroke="${colors.ink}" stroke-width="${u * 3}"/>`,
      )
    } else {
      inner.push(
        placeMark(
          brand,
          cx - markSize / 2 - (i === 3 ? box.w * 0.22 : 0),
          cy - markSize / 2,
          markSize,
          colors.ink,
          colors.accent,
        ),
      )
      const word = i === 2 ? 'kode/' : brand.wordmark
      if (i === 3 || i === 2) {
        const size = fit(display, brand.wordmark, box.w * 0.42, u * 16)
        inner.push(
          type(
            display,
            word,
            i === 3 ? cx - box.w * 0.22 + markSize * 0.7 : cx - advance(display, word, size) / 2,
            i === 3 ? cy + size * 0.35 : cy + markSize * 0.5 + size * 1.4,
            size,
            { fill: colors.ink },
          ),
        )
        if (i === 2)
          inner.push(
            rect(
              {
                x: cx + advance(display, word, size) / 2 + u * 2,
                y: cy + markSize * 0.5 + size * 0.4,
                w: u * 2.4,
                h: size * 1.1,
              },
              colors.soft,
            ),
          )
      }
    }
    return [
      shadow(box, 10, { soft: 1, dy: 8, opacity: 0.2 }),
      frame(
        'frame',
        box,
        () =>
          `${inner.join('')}${type(body, `${String(i + 1).padStart(2, '0')}  ${times[i] ?? ''}`, box.x + u * 6, box.y + box.h - u * 7, u * 6, { fill: colors.ink, opacity: 0.6 })}`,
      ),
    ].join('')
  }
  const line = h * 0.9
  return [
    rect({ x: 0, y: 0, w, h }, colors.soft),
    [0, 1, 2, 3].map(frameAt).join(''),
    `<path d="M${left} ${line}H${w - left}" stroke="${colors.background}" stroke-width="4"/>`,
    [0, 0.3, 0.6, 1]
      .map((t, i) => {
        const x = left + (w - left * 2) * t
        return `<path d="M${x} ${line - 12}l12 12-12 12-12-12Z" fill="${i === 3 ? colors.accent : colors.background}"/>`
      })
      .join(''),
  ].join('')
}
