// Makes the site's fixed images (we cannot download photos), drawn as SVG and rendered with sharp to WebP and JPEG in
// two widths. Deterministic. The three projects on home are the CMS seed's project covers and the three posts its
// editorial illustrations (the same pictures as on their own pages), so run it after cms/scripts/setup.sh has built
// cms/dist; the team (drawn portraits) and the studio (still lifes, no figures) are illustrated here, in the site's
// palette.
// Run: node scripts/media/make-images.mjs
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const cmsDist = join(dirname(fileURLToPath(import.meta.url)), '../../cms/dist/src/seed')
const require = createRequire(import.meta.url)
const { brandOf, fontFile, thumbnailSvg, type } = require(join(cmsDist, 'brand-art.js'))
const { editorialSvg } = require(join(cmsDist, 'editorial-art.js'))
const { INK, PAPER, SAND, BLUE, PERI, CORAL } = require(join(cmsDist, 'palette.js'))

const out = join(dirname(fileURLToPath(import.meta.url)), '../../public/media')
const label = fontFile('dm-sans/files/dm-sans-latin-700-normal.woff')

/** A colour mixed with another, `amount` (0–1) of the second: the shade of a skin tone, a tint of the palette. */
function mix(color, other, amount) {
  const channel = (hex, i) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(color, i) * (1 - amount) + channel(other, i) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/**
 * A head-and-shoulders portrait, drawn as a studio draws its team: a face built from simple shapes (eyes, brows,
 * nose, a smile), its own hair, clothes and details, on a tile of the palette, 400 × 450 from (x, y).
 */
function portrait(x, y, p) {
  const skin = p.skin
  const shade = mix(skin, '#000000', 0.14)
  const hair = p.hair
  const cx = 200
  const parts = [`<rect width="400" height="450" fill="${p.bg}"/>`]
  // Long hair falls behind the shoulders.
  if (p.style === 'long')
    parts.push(`<path d="M104 210C96 110 150 88 200 88S304 110 296 210L310 380H90Z" fill="${hair}"/>`)
  if (p.style === 'bob')
    parts.push(`<path d="M112 200C104 112 150 92 200 92S296 112 288 200L292 296H108Z" fill="${hair}"/>`)
  // Shoulders and the top, then the neck.
  parts.push(`<path d="M40 450C40 372 96 340 150 332H250C304 340 360 372 360 450Z" fill="${p.top}"/>`)
  parts.push(`<path d="M168 270H232V336C232 352 168 352 168 336Z" fill="${shade}"/>`)
  if (p.collar === 'turtleneck')
    parts.push(`<rect x="160" y="306" width="80" height="44" rx="18" fill="${mix(p.top, '#000000', 0.12)}"/>`)
  else if (p.collar === 'shirt')
    parts.push(
      `<path d="M166 330 200 372 178 388 150 338ZM234 330 200 372 222 388 250 338Z" fill="${mix(p.top, '#ffffff', 0.6)}"/>`,
    )
  else
    parts.push(
      `<path d="M164 334C176 360 224 360 236 334" fill="none" stroke="${mix(p.top, '#000000', 0.15)}" stroke-width="8"/>`,
    )
  // Ears, face.
  parts.push(
    `<ellipse cx="${cx - 80}" cy="214" rx="16" ry="22" fill="${shade}"/><ellipse cx="${cx + 80}" cy="214" rx="16" ry="22" fill="${shade}"/>`,
  )
  if (p.earrings)
    parts.push(
      `<circle cx="${cx - 82}" cy="242" r="7" fill="${p.earrings}"/><circle cx="${cx + 82}" cy="242" r="7" fill="${p.earrings}"/>`,
    )
  parts.push(`<ellipse cx="${cx}" cy="200" rx="80" ry="96" fill="${skin}"/>`)
  // Hair on top.
  if (p.style === 'short')
    parts.push(
      `<path d="M118 196C112 120 150 96 200 96S290 118 284 196C270 150 240 132 200 132S134 148 118 196Z" fill="${hair}"/>`,
    )
  if (p.style === 'long' || p.style === 'bob')
    parts.push(
      `<path d="M120 170C130 118 164 102 200 102S276 122 282 182C250 160 220 134 200 120 184 146 150 166 120 170Z" fill="${hair}"/>`,
    )
  if (p.style === 'bun')
    parts.push(
      `<circle cx="200" cy="92" r="34" fill="${hair}"/><path d="M120 182C122 126 158 104 200 104S278 126 280 182C262 150 236 136 200 136S138 150 120 182Z" fill="${hair}"/>`,
    )
  if (p.style === 'curly')
    parts.push(
      [
        [128, 160, 30],
        [150, 126, 32],
        [186, 108, 34],
        [224, 110, 34],
        [258, 130, 32],
        [278, 164, 28],
        [200, 130, 30],
      ]
        .map(([hx, hy, r]) => `<circle cx="${hx}" cy="${hy}" r="${r}" fill="${hair}"/>`)
        .join(''),
    )
  if (p.style === 'buzz')
    parts.push(
      `<path d="M122 178C124 126 160 106 200 106S276 126 278 178C260 150 232 140 200 140S140 150 122 178Z" fill="${hair}" opacity="0.85"/>`,
    )
  if (p.beard)
    parts.push(
      `<path d="M124 214C128 272 162 298 200 298S272 272 276 214C262 252 236 262 200 262S138 252 124 214Z" fill="${hair}"/>`,
    )
  // The face: brows, eyes, nose, smile, cheeks.
  const brow = p.style === 'buzz' || p.style === 'short' ? hair : mix(hair, '#000000', 0.1)
  parts.push(
    `<path d="M${cx - 48} 182q16-10 32-2M${cx + 16} 180q16-8 32 2" fill="none" stroke="${brow}" stroke-width="7" stroke-linecap="round"/>`,
    `<ellipse cx="${cx - 32}" cy="206" rx="7" ry="9" fill="#1d1d1d"/><ellipse cx="${cx + 32}" cy="206" rx="7" ry="9" fill="#1d1d1d"/>`,
    `<path d="M${cx - 2} 214q-10 26 4 30" fill="none" stroke="${mix(skin, '#000000', 0.3)}" stroke-width="5" stroke-linecap="round"/>`,
    p.beard
      ? `<path d="M${cx - 22} 262q22 14 44 0" fill="none" stroke="${mix(skin, '#000000', 0.45)}" stroke-width="6" stroke-linecap="round"/>`
      : `<path d="M${cx - 26} 256q26 20 52 0" fill="none" stroke="${mix(skin, '#7a2020', 0.55)}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="${cx - 50}" cy="240" r="14" fill="${CORAL}" opacity="0.18"/><circle cx="${cx + 50}" cy="240" r="14" fill="${CORAL}" opacity="0.18"/>`,
  )
  if (p.glasses)
    parts.push(
      `<g fill="none" stroke="${p.glasses}" stroke-width="6"><rect x="${cx - 62}" y="186" width="52" height="40" rx="14"/><rect x="${cx + 10}" y="186" width="52" height="40" rx="14"/><path d="M${cx - 10} 202h20M${cx - 62} 200l-18-4M${cx + 62} 200l18-4"/></g>`,
    )
  return `<g transform="translate(${x} ${y})">${parts.join('')}</g>`
}

/** The team, as portraits in a mosaic of the palette (about, 1600 × 900). */
function teamSvg(w, h) {
  const people = [
    { bg: PERI, skin: '#f1c7a5', hair: '#3b2418', style: 'long', top: BLUE, collar: 'crew', earrings: CORAL },
    { bg: CORAL, skin: '#c68656', hair: '#1d1d1d', style: 'short', top: INK, collar: 'turtleneck', beard: true },
    { bg: SAND, skin: '#f6d2bc', hair: '#d9b27a', style: 'bun', top: CORAL, collar: 'crew', glasses: INK },
    { bg: BLUE, skin: '#8d5a3b', hair: '#1d1d1d', style: 'curly', top: PAPER, collar: 'shirt' },
    { bg: INK, skin: '#e0a47c', hair: '#6b3f2a', style: 'bob', top: PERI, collar: 'crew', earrings: PAPER },
    {
      bg: PAPER,
      skin: '#f1c7a5',
      hair: '#9a9a9a',
      style: 'buzz',
      top: BLUE,
      collar: 'shirt',
      glasses: '#6b3f2a',
      beard: true,
    },
    { bg: PERI, skin: '#5e3a24', hair: '#1d1d1d', style: 'long', top: CORAL, collar: 'turtleneck' },
    { bg: CORAL, skin: '#e8b48f', hair: '#3b2418', style: 'short', top: SAND, collar: 'crew', glasses: INK },
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1600 900">${people
    .map((p, i) => portrait((i % 4) * 400, Math.floor(i / 4) * 450, p))
    .join('')}</svg>`
}

/** A wall clock at 10:10 with its city under it, the words as outlines. */
function clock(cx, cy, r, city, face, ink) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${face}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="${r * 0.08}"/>${Array.from(
    { length: 12 },
    (_, i) => {
      const a = (i / 12) * Math.PI * 2
      return `<path d="M${cx + Math.cos(a) * r * 0.78} ${cy + Math.sin(a) * r * 0.78}L${cx + Math.cos(a) * r * 0.88} ${cy + Math.sin(a) * r * 0.88}" stroke="${ink}" stroke-width="${r * 0.05}"/>`
    },
  ).join(
    '',
  )}<path d="M${cx} ${cy}L${cx - r * 0.42} ${cy - r * 0.3}M${cx} ${cy}L${cx + r * 0.5} ${cy - r * 0.45}" stroke="${ink}" stroke-width="${r * 0.07}" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${r * 0.07}" fill="${CORAL}"/>${type(label, city, cx, cy + r + 44, 26, { fill: PAPER, anchor: 'middle', spacing: 0.12 })}`
}

/** A monitor on a desk, its screen showing a few blocks of a layout. */
function monitor(x, y, w, screen) {
  const h = w * 0.62
  return `<rect x="${x}" y="${y - h - 40}" width="${w}" height="${h}" rx="10" fill="${INK}"/><rect x="${x + 10}" y="${y - h - 30}" width="${w - 20}" height="${h - 20}" rx="6" fill="${screen}"/><rect x="${x + 24}" y="${y - h - 14}" width="${w * 0.45}" height="${h * 0.14}" rx="4" fill="${PAPER}" opacity="0.9"/><rect x="${x + 24}" y="${y - h + h * 0.2}" width="${w * 0.6}" height="${h * 0.3}" rx="4" fill="${PAPER}" opacity="0.45"/><rect x="${x + w / 2 - 8}" y="${y - 40}" width="16" height="40" fill="${INK}"/>`
}

const plant = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30 0h60l-10 70h-40Z" fill="${CORAL}"/><path d="M0 0C-50-40-60-110-20-150 0-100 10-60 0 0ZM0 0C40-50 70-100 40-160 10-110 0-60 0 0Z" fill="#2f6b4f"/></g>`

/** A desk chair seen from behind, empty: somebody has just gone to a meeting. */
const chair = (x, y, s, fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-74" y="-66" width="148" height="28" rx="14" fill="${mix(fill, '#000000', 0.25)}"/><rect x="-56" y="-190" width="112" height="140" rx="30" fill="${fill}"/><rect x="-7" y="-40" width="14" height="52" fill="${INK}"/><path d="M-64 14H64" stroke="${INK}" stroke-width="12" stroke-linecap="round"/><circle cx="-62" cy="30" r="10" fill="${INK}"/><circle cx="62" cy="30" r="10" fill="${INK}"/><circle cx="0" cy="30" r="10" fill="${INK}"/></g>`

/** A mug, its base at (x, y). */
const mug = (x, y, fill) =>
  `<path d="M${x} ${y - 60}h50l-4 60h-42Z" fill="${fill}"/><path d="M${x + 50} ${y - 48}a14 14 0 0 1 0 28" fill="none" stroke="${fill}" stroke-width="7"/>`

/** The studio today: the two cities' clocks, printed work pinned up, two desks with screens (about, 1000 × 1250). */
function nowSvg(w, h) {
  const desk = h * 0.7
  const prints = [
    [120, 470, 130, 170, CORAL],
    [270, 450, 150, 110, PAPER],
    [270, 580, 150, 70, PERI],
    [440, 470, 120, 170, INK],
    [580, 450, 160, 120, PERI],
    [580, 590, 160, 50, CORAL],
    [760, 470, 120, 170, PAPER],
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${BLUE}"/>
  ${clock(330, 200, 90, 'STAVANGER', PAPER, INK)}${clock(670, 200, 90, 'PRISHTINA', PAPER, INK)}
  <rect x="90" y="420" width="820" height="250" rx="10" fill="#c9a27c"/>
  ${prints.map(([x, y, pw, ph, c]) => `<rect x="${x}" y="${y}" width="${pw}" height="${ph}" fill="${c}"/><circle cx="${x + pw / 2}" cy="${y + 10}" r="6" fill="${CORAL === c ? INK : CORAL}"/>`).join('')}
  ${monitor(150, desk, 300, INK)}${monitor(560, desk, 300, CORAL)}
  <rect x="40" y="${desk}" width="${w - 80}" height="30" rx="8" fill="${INK}"/>
  ${mug(480, desk, PAPER)}
  ${plant(930, desk, 0.9)}
  ${chair(300, desk + 280, 1.1, PERI)}${chair(710, desk + 280, 1.1, CORAL)}
</svg>`
}

/** Where it began, 2020: one small room at night, one table, two laptops, two mugs and a lamp (about, 1000 × 1250). */
function thenSvg(w, h) {
  const table = h * 0.7
  const laptop = (x, screen) =>
    `<path d="M${x} ${table}h220l-20-150H${x + 20}Z" fill="${SAND}"/><path d="M${x + 30} ${table - 20}h160l-14-110H${x + 44}Z" fill="${screen}"/><rect x="${x - 20}" y="${table}" width="260" height="14" rx="6" fill="${SAND}"/>`
  const notes = [
    [120, 470, CORAL, -4],
    [220, 500, PERI, 3],
    [150, 580, PAPER, 2],
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${INK}"/>
  <rect x="620" y="140" width="260" height="340" rx="10" fill="#1c2a5e"/><circle cx="760" cy="250" r="40" fill="${PAPER}"/><path d="M750 140v340M620 310h260" stroke="${INK}" stroke-width="12"/>
  <path d="M500 0v200" stroke="${SAND}" stroke-width="6"/><path d="M430 270h140l-40-70h-60Z" fill="${CORAL}"/><path d="M400 290l-150 ${table - 290}h500l-150-${table - 290}Z" fill="${CORAL}" opacity="0.08"/>
  ${notes.map(([x, y, c, r]) => `<rect x="${x}" y="${y}" width="90" height="90" fill="${c}" transform="rotate(${r} ${x + 45} ${y + 45})"/>`).join('')}
  ${laptop(150, BLUE)}${laptop(560, PERI)}
  ${mug(420, table, PAPER)}${mug(500, table, CORAL)}
  <rect x="90" y="${table + 14}" width="${w - 180}" height="26" rx="8" fill="${SAND}"/>
  <rect x="140" y="${table + 40}" width="20" height="${h - table - 40}" fill="${SAND}"/><rect x="${w - 160}" y="${table + 40}" width="20" height="${h - table - 40}" fill="${SAND}"/>
  ${chair(260, table + 300, 1.1, '#2a2a2a')}${chair(740, table + 300, 1.1, '#2a2a2a')}
</svg>`
}

/** Studio moments for the careers strip (1000 × 1250): a workshop wall, a desk, a coffee break. */
function workshopSvg(w, h) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${CORAL}"/>
  <rect x="90" y="140" width="820" height="640" rx="16" fill="${PAPER}"/>
  ${[0, 1, 2]
    .map(
      (col) =>
        `<rect x="${150 + col * 250}" y="190" width="200" height="14" rx="7" fill="${INK}" opacity="0.7"/>${Array.from(
          { length: 3 + (col % 2) },
          (_, i) =>
            `<rect x="${150 + col * 250 + (i % 2) * 16}" y="${240 + i * 130}" width="170" height="110" rx="6" fill="${[CORAL, PERI, SAND][(col + i) % 3]}" transform="rotate(${(i + col) % 2 ? 3 : -3} ${235 + col * 250} ${295 + i * 130})"/><rect x="${170 + col * 250 + (i % 2) * 16}" y="${270 + i * 130}" width="110" height="10" rx="5" fill="${INK}" opacity="0.35"/><rect x="${170 + col * 250 + (i % 2) * 16}" y="${292 + i * 130}" width="80" height="10" rx="5" fill="${INK}" opacity="0.25"/>`,
        ).join('')}`,
    )
    .join('')}
  <rect x="90" y="780" width="820" height="24" rx="8" fill="${INK}"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${340 + i * 70}" y="762" width="54" height="16" rx="8" fill="${[BLUE, INK, CORAL, PERI][i]}"/>`).join('')}
  <ellipse cx="500" cy="1130" rx="380" ry="70" fill="${INK}"/>
  <rect x="240" y="1060" width="150" height="100" rx="8" fill="${PAPER}" transform="rotate(-8 315 1110)"/>
  ${mug(600, 1110, PAPER)}${mug(700, 1120, PERI)}
</svg>`
}

function deskSvg(w, h) {
  const desk = h * 0.68
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${PERI}"/>
  <rect x="120" y="130" width="300" height="380" rx="14" fill="${BLUE}"/><circle cx="270" cy="300" r="90" fill="${CORAL}"/>
  ${monitor(420, desk, 460, BLUE)}
  <rect x="60" y="${desk}" width="${w - 120}" height="30" rx="8" fill="${INK}"/>
  ${plant(170, desk, 1)}
  <rect x="300" y="${desk - 60}" width="70" height="60" rx="10" fill="${PAPER}"/>
  <path d="M560 ${desk}l20-90h200l20 90Z" fill="${PAPER}"/><path d="M600 ${desk - 70}h150M596 ${desk - 50}h110M592 ${desk - 30}h170" stroke="${INK}" stroke-width="6" opacity="0.3"/>
  <path d="M800 ${desk - 6}l60-70" stroke="${CORAL}" stroke-width="10" stroke-linecap="round"/>
  ${chair(650, desk + 300, 1.3, CORAL)}
</svg>`
}

function coffeeSvg(w, h) {
  const table = h * 0.66
  const cup = (x, c) =>
    `<path d="M${x} ${table - 70}h70l-8 70h-54Z" fill="${c}"/><path d="M${x + 70} ${table - 56}a18 18 0 0 1 0 36" fill="none" stroke="${c}" stroke-width="8"/><path d="M${x + 22} ${table - 110}c-10-16 10-24 0-40M${x + 46} ${table - 110}c-10-16 10-24 0-40" stroke="${PAPER}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  const bun = (x, y) =>
    `<path d="M${x - 46} ${y}a46 34 0 0 1 92 0Z" fill="#c98a4b"/><path d="M${x - 4} ${y - 14}a6 6 0 1 1 10 4a16 14 0 1 1-26 2a28 22 0 0 1 48-4" fill="none" stroke="#8a5426" stroke-width="5" stroke-linecap="round"/>`
  const press = (x) =>
    `<rect x="${x}" y="${table - 190}" width="110" height="190" rx="10" fill="${PERI}" opacity="0.55"/><rect x="${x + 8}" y="${table - 120}" width="94" height="112" rx="6" fill="#4a2c1c"/><rect x="${x - 6}" y="${table - 204}" width="122" height="20" rx="6" fill="${PAPER}"/><rect x="${x + 49}" y="${table - 250}" width="12" height="50" fill="${PAPER}"/><circle cx="${x + 55}" cy="${table - 254}" r="14" fill="${PAPER}"/><path d="M${x + 110} ${table - 170}h24v130h-24" fill="none" stroke="${PAPER}" stroke-width="12"/><rect x="${x - 4}" y="${table - 10}" width="118" height="10" rx="4" fill="${PAPER}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${INK}"/>
  <circle cx="500" cy="330" r="230" fill="${BLUE}"/>
  <rect x="80" y="${table}" width="${w - 160}" height="34" rx="10" fill="${SAND}"/><rect x="140" y="${table + 34}" width="24" height="${h - table}" fill="${SAND}"/><rect x="${w - 164}" y="${table + 34}" width="24" height="${h - table}" fill="${SAND}"/>
  ${press(200)}
  ${cup(400, CORAL)}${cup(760, PERI)}
  <ellipse cx="600" cy="${table - 4}" rx="110" ry="12" fill="${PAPER}"/>${bun(556, table - 12)}${bun(648, table - 12)}
</svg>`
}

/** The careers page's photo strip (800 × 1000): pairing at one screen, a wall crit, the harbour after work. */
function pairingSvg(w, h) {
  const desk = h * 0.7
  const lines = [0.5, 0.7, 0.35, 0.6, 0.45, 0.8, 0.3]
  const code = lines
    .map(
      (l, i) =>
        `<rect x="${250 + (i % 3 === 2 ? 40 : 0)}" y="${250 + i * 44}" width="${300 * l}" height="16" rx="8" fill="${[CORAL, PERI, PAPER][i % 3]}" opacity="0.9"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${SAND}"/>
  <rect x="200" y="180" width="420" height="420" rx="18" fill="${INK}"/><rect x="214" y="194" width="392" height="392" rx="10" fill="#16204a"/>${code}
  <rect x="396" y="600" width="28" height="${desk - 600}" fill="${INK}"/>
  <rect x="40" y="${desk}" width="${w - 80}" height="30" rx="8" fill="${INK}"/>
  <rect x="190" y="${desk - 22}" width="180" height="18" rx="6" fill="${PAPER}"/><rect x="450" y="${desk - 22}" width="180" height="18" rx="6" fill="${PAPER}"/>
  ${mug(110, desk, CORAL)}${mug(660, desk, BLUE)}
  ${chair(270, desk + 240, 1, BLUE)}${chair(550, desk + 240, 1, CORAL)}
</svg>`
}

function critSvg(w, h) {
  const posters = [
    [90, 160, BLUE],
    [330, 120, CORAL],
    [570, 170, PERI],
  ]
  const notes = [
    [250, 420, CORAL, -6],
    [470, 380, PAPER, 5],
    [700, 450, CORAL, -3],
    [140, 470, PERI, 4],
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${BLUE}"/>
  ${posters.map(([x, y, c], i) => `<rect x="${x}" y="${y}" width="180" height="250" rx="6" fill="${PAPER}"/><rect x="${x + 16}" y="${y + 16}" width="148" height="150" fill="${c}"/>${i === 1 ? `<circle cx="${x + 90}" cy="${y + 91}" r="46" fill="${PAPER}"/>` : `<rect x="${x + 40}" y="${y + 60}" width="100" height="50" rx="25" fill="${PAPER}" opacity="0.8"/>`}<rect x="${x + 16}" y="${y + 186}" width="110" height="14" rx="7" fill="${INK}" opacity="0.6"/><rect x="${x + 16}" y="${y + 212}" width="80" height="12" rx="6" fill="${INK}" opacity="0.3"/>`).join('')}
  ${notes.map(([x, y, c, r]) => `<g transform="rotate(${r} ${x} ${y})"><rect x="${x - 45}" y="${y - 45}" width="90" height="90" fill="${c}"/><rect x="${x - 30}" y="${y - 20}" width="60" height="8" rx="4" fill="${INK}" opacity="0.4"/><rect x="${x - 30}" y="${y}" width="40" height="8" rx="4" fill="${INK}" opacity="0.3"/></g>`).join('')}
  <rect y="${h - 260}" width="${w}" height="260" fill="${INK}" opacity="0.25"/>
  <rect x="120" y="${h - 190}" width="560" height="30" rx="10" fill="${SAND}"/><rect x="150" y="${h - 160}" width="20" height="120" fill="${SAND}"/><rect x="630" y="${h - 160}" width="20" height="120" fill="${SAND}"/>
  <rect x="220" y="${h - 212}" width="120" height="22" rx="4" fill="${PAPER}"/>${mug(470, h - 190, CORAL)}
</svg>`
}

function harbourSvg(w, h) {
  const water = h * 0.62
  const houses = [PAPER, CORAL, SAND, PAPER, CORAL]
  const boat = (x, y, s, sail) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-120V0H-70Z" fill="${sail}"/><path d="M8-96V0H50Z" fill="${PERI}"/><path d="M-80 8H74L60 30H-66Z" fill="${INK}"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${PERI}"/>
  <circle cx="620" cy="200" r="70" fill="${PAPER}"/>
  ${houses.map((c, i) => `<path d="M${60 + i * 140} ${water}v-130l60-50 60 50v130Z" fill="${c}"/><rect x="${100 + i * 140}" y="${water - 90}" width="40" height="40" fill="${INK}" opacity="0.7"/>`).join('')}
  <rect y="${water}" width="${w}" height="${h - water}" fill="${BLUE}"/>
  ${[0, 1, 2].map((i) => `<path d="M${120 + i * 220} ${water + 60 + i * 40}h120" stroke="${PAPER}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`).join('')}
  ${boat(250, water + 90, 1, PAPER)}${boat(560, water + 60, 0.7, PAPER)}
  <rect y="${h - 200}" width="${w}" height="200" fill="${SAND}"/>
  <rect x="120" y="${h - 150}" width="300" height="24" rx="8" fill="${INK}"/><rect x="140" y="${h - 126}" width="18" height="80" fill="${INK}"/><rect x="380" y="${h - 126}" width="18" height="80" fill="${INK}"/>
  ${mug(200, h - 150, CORAL)}${mug(290, h - 150, PAPER)}
  <rect x="560" y="${h - 170}" width="50" height="70" rx="12" fill="${INK}"/><rect x="552" y="${h - 178}" width="66" height="16" rx="8" fill="${INK}"/>
</svg>`
}

const drawn = [
  { name: 'about-team', width: 1600, height: 900, svg: teamSvg(1600, 900) },
  { name: 'about-now', width: 1000, height: 1250, svg: nowSvg(1000, 1250) },
  { name: 'about-2020', width: 1000, height: 1250, svg: thenSvg(1000, 1250) },
  { name: 'studio-workshop', width: 1000, height: 1250, svg: workshopSvg(1000, 1250) },
  { name: 'studio-desk', width: 1000, height: 1250, svg: deskSvg(1000, 1250) },
  { name: 'studio-coffee', width: 1000, height: 1250, svg: coffeeSvg(1000, 1250) },
  ...[
    ['project-kode', 'kode-labs'],
    ['project-chaos', 'chaos-clothing-brand'],
    ['project-smeg', 'smeg-kosovo'],
  ].map(([name, slug]) => ({ name, width: 1200, height: 800, svg: thumbnailSvg(brandOf(slug), 1200, 800) })),
  { name: 'careers-pairing', width: 800, height: 1000, svg: pairingSvg(800, 1000) },
  { name: 'careers-crit', width: 800, height: 1000, svg: critSvg(800, 1000) },
  { name: 'careers-harbour', width: 800, height: 1000, svg: harbourSvg(800, 1000) },
  // Home's blog previews carry words, so each is drawn in both languages (`-no` for Norwegian).
  ...[
    ['post-startup', 'do-i-need-a-website-for-my-start-up'],
    ['post-freelancer', 'freelancer-vs-agency'],
    ['post-abroad', 'hiring-a-company-from-another-country'],
  ].flatMap(([name, slug]) => [
    { name, width: 800, height: 1000, svg: editorialSvg(slug, 800, 1000, 'en') },
    { name: `${name}-no`, width: 800, height: 1000, svg: editorialSvg(slug, 800, 1000, 'nb-NO') },
  ]),
]

await mkdir(out, { recursive: true })
for (const image of drawn) {
  const svg = Buffer.from(image.svg)
  for (const width of [image.width, Math.round(image.width / 2)]) {
    const suffix = width === image.width ? '' : `-${width}`
    const base = sharp(svg).resize(width)
    await base
      .clone()
      .webp({ quality: 72 })
      .toFile(join(out, `${image.name}${suffix}.webp`))
    await base
      .clone()
      .jpeg({ quality: 74, mozjpeg: true })
      .toFile(join(out, `${image.name}${suffix}.jpg`))
  }
  console.log(`${image.name}: ${image.width}×${image.height}`)
}

// The link-preview image of pages without one of their own (Open Graph / Twitter, 1200 × 630): the studio's mark,
// wordmark and tagline beside flat shapes in the palette, the type drawn as outlines like every other picture.
// Written to public/ so its URL is stable: /og-default.jpg.
const wordmarkFont = fontFile('space-grotesk/files/space-grotesk-latin-700-normal.woff')
const taglineFont = fontFile('dm-sans/files/dm-sans-latin-700-normal.woff')
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${INK}"/>
  <circle cx="930" cy="315" r="210" fill="${BLUE}"/>
  <circle cx="930" cy="315" r="120" fill="none" stroke="${PERI}" stroke-width="36"/>
  <circle cx="930" cy="315" r="36" fill="${CORAL}"/>
  <rect x="1040" y="470" width="160" height="160" rx="24" fill="${CORAL}"/>
  <g transform="translate(96 236)">
    <circle cx="56" cy="56" r="44" fill="none" stroke="${PAPER}" stroke-width="14"/><circle cx="56" cy="56" r="12" fill="${PAPER}"/>
    ${type(wordmarkFont, 'origin', 136, 92, 104, { fill: PAPER })}
    ${type(taglineFont, 'WE CREATE YOUR ORIGIN STORY', 4, 200, 30, { fill: PAPER, spacing: 0.12 })}
  </g>
</svg>`
await sharp(Buffer.from(og)).jpeg({ quality: 80, mozjpeg: true }).toFile(join(out, '../og-default.jpg'))
console.log('og-default: 1200×630')
