/**
 * The Creative Lab's free resources as what they are (decision 013): three wallpapers drawn as wallpapers (a fjord at
 * dusk, a blue-hour gradient, coral with grain), and previews of the UI kits (a dashboard, onboarding screens on
 * phones, an icon grid). Flat SVG in the studio's palette, rendered by sharp. Deterministic.
 */

import { BLUE, CORAL, INK, NAVY, PAPER, PERI, SAND } from './palette'

/** The studio's mark, small, for a wallpaper's corner. */
const studioMark = (x: number, y: number, size: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})"><circle cx="32" cy="32" r="24" fill="none" stroke="${color}" stroke-width="8"/><circle cx="32" cy="32" r="7" fill="${color}"/></g>`

/** The sizes each wallpaper is offered at: a desktop screen and a phone's (portrait, as a phone is held). */
export const WALLPAPER_SIZES = { desktop: [1920, 1080], phone: [1170, 2532] } as const

/*
 * The wallpapers are drawn for either orientation: round shapes are sized from the shorter side (so a portrait phone
 * wallpaper does not get a sun wider than the screen) and a phone's focal point sits a little higher, above the
 * clock and below the notch, as phone wallpapers are composed.
 */
const shorter = (w: number, h: number) => Math.min(w, h)
const portrait = (w: number, h: number) => h > w

function fjord(w: number, h: number): string {
  // As many peaks as the width holds at a desktop's spacing (a phone gets five, not twelve squeezed into spikes).
  const peaks = Math.max(5, Math.round((12 * (w / h)) / (16 / 9)))
  const ridge = (base: number, amplitude: number, fill: string, seed: number) => {
    const points: string[] = []
    for (let i = 0; i <= peaks; i++) {
      const x = (i / peaks) * w
      const y = base - Math.abs(Math.sin(i * 1.7 + seed)) * amplitude - (i % 3) * amplitude * 0.15
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`)
    }
    return `<polygon points="0,${h} ${points.join(' ')} ${w},${h}" fill="${fill}"/>`
  }
  const sunX = w * (portrait(w, h) ? 0.62 : 0.68)
  const path = shorter(w, h) * 0.28
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="0.45" stop-color="${BLUE}"/><stop offset="0.72" stop-color="${CORAL}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${h * 0.6}" r="${shorter(w, h) * 0.08}" fill="#ffd38a"/>`,
    ridge(h * 0.74, shorter(w, h) * 0.2, '#1c2a5e', 0.3),
    ridge(h * 0.8, shorter(w, h) * 0.13, NAVY, 1.1),
    `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#10244a"/>`,
    // The sun's path on the water, under the sun and narrowing.
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${sunX - path / 2 + i * 18}" y="${h * (0.8 + i * 0.035)}" width="${path - i * 36}" height="4" rx="2" fill="${CORAL}" opacity="${0.7 - i * 0.15}"/>`,
      )
      .join(''),
    studioMark(w - 110, h - 110, 56, PAPER),
  ].join('')
}

function blueHour(w: number, h: number): string {
  return [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="0.5" stop-color="${BLUE}"/><stop offset="1" stop-color="${PERI}"/></linearGradient><radialGradient id="glow" cx="0.75" cy="0.25" r="0.5"><stop offset="0" stop-color="${PAPER}" stop-opacity="0.35"/><stop offset="1" stop-color="${PAPER}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    `<circle cx="${w * (portrait(w, h) ? 0.5 : 0.3)}" cy="${h * (portrait(w, h) ? 0.55 : 0.62)}" r="${shorter(w, h) * 0.34}" fill="none" stroke="${PAPER}" stroke-opacity="0.16" stroke-width="${shorter(w, h) * 0.06}"/>`,
    studioMark(w - 110, h - 110, 56, PAPER),
  ].join('')
}

function coralNoise(w: number, h: number): string {
  const s = shorter(w, h)
  const [cx, cy] = portrait(w, h) ? [w * 0.5, h * 0.38] : [w * 0.72, h * 0.45]
  return [
    `<defs><filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="6"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.22"/></feComponentTransfer></filter></defs>`,
    `<rect width="${w}" height="${h}" fill="${CORAL}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.32}" fill="none" stroke="${INK}" stroke-width="${s * 0.1}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.09}" fill="${INK}"/>`,
    `<rect width="${w}" height="${h}" filter="url(#grain)"/>`,
  ].join('')
}

function dashboard(w: number, h: number): string {
  const bars = [0.4, 0.65, 0.5, 0.8, 0.7, 0.95, 0.6]
  return [
    `<rect width="${w}" height="${h}" fill="${PERI}"/>`,
    `<rect x="${w * 0.06}" y="${h * 0.08}" width="${w * 0.88}" height="${h * 0.84}" rx="18" fill="${PAPER}"/>`,
    `<rect x="${w * 0.06}" y="${h * 0.08}" width="${w * 0.18}" height="${h * 0.84}" rx="18" fill="${INK}"/>`,
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${w * 0.09}" y="${h * (0.2 + i * 0.1)}" width="${w * 0.12}" height="${h * 0.035}" rx="6" fill="${i === 1 ? BLUE : PAPER}" opacity="${i === 1 ? 1 : 0.4}"/>`,
      )
      .join(''),
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${w * (0.28 + i * 0.22)}" y="${h * 0.14}" width="${w * 0.19}" height="${h * 0.18}" rx="12" fill="${[BLUE, CORAL, PERI][i]}"/>`,
      )
      .join(''),
    `<rect x="${w * 0.28}" y="${h * 0.38}" width="${w * 0.41}" height="${h * 0.46}" rx="12" fill="#fff"/>`,
    bars
      .map(
        (b, i) =>
          `<rect x="${w * (0.31 + i * 0.053)}" y="${h * (0.8 - b * 0.36)}" width="${w * 0.032}" height="${h * b * 0.36}" rx="4" fill="${i === 5 ? CORAL : BLUE}"/>`,
      )
      .join(''),
    `<rect x="${w * 0.72}" y="${h * 0.38}" width="${w * 0.19}" height="${h * 0.46}" rx="12" fill="#fff"/><circle cx="${w * 0.815}" cy="${h * 0.58}" r="${h * 0.12}" fill="none" stroke="${BLUE}" stroke-width="${h * 0.05}" stroke-dasharray="${h * 0.5} ${h * 0.3}"/>`,
  ].join('')
}

function onboarding(w: number, h: number): string {
  const phone = (x: number, screen: string, accent: string, step: number) => {
    const pw = w * 0.24
    const ph = pw * 2
    const y = (h - ph) / 2
    return `<rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="${pw * 0.14}" fill="${INK}"/><rect x="${x + 8}" y="${y + 8}" width="${pw - 16}" height="${ph - 16}" rx="${pw * 0.11}" fill="${screen}"/><circle cx="${x + pw / 2}" cy="${y + ph * 0.36}" r="${pw * 0.26}" fill="${accent}"/><rect x="${x + pw * 0.18}" y="${y + ph * 0.64}" width="${pw * 0.64}" height="${ph * 0.04}" rx="6" fill="${INK}" opacity="0.8"/><rect x="${x + pw * 0.24}" y="${y + ph * 0.71}" width="${pw * 0.52}" height="${ph * 0.03}" rx="5" fill="${INK}" opacity="0.35"/>${[0, 1, 2].map((d) => `<circle cx="${x + pw / 2 + (d - 1) * 16}" cy="${y + ph * 0.86}" r="5" fill="${d === step ? BLUE : INK}" opacity="${d === step ? 1 : 0.25}"/>`).join('')}`
  }
  return [
    `<rect width="${w}" height="${h}" fill="${CORAL}"/>`,
    phone(w * 0.07, PAPER, PERI, 0),
    phone(w * 0.38, PAPER, BLUE, 1),
    phone(w * 0.69, PAPER, CORAL, 2),
  ].join('')
}

function icons(w: number, h: number): string {
  const glyphs = [
    'M-20 10h40v-20h-40Z',
    'M0-22a22 22 0 1 0 .1 0Z',
    'M-22 18 0-20l22 38Z',
    'M-22-6h44M-22 6h44M-22-18h44M-22 18h30',
    'M-18-18h36v36h-36ZM-18 0h36M0-18v36',
    'M-22 0h44M0-22v44',
    'M-16-20h32l-6 40h-20Z',
    'M-22 12c10-30 34-30 44 0',
    'M0-22 6-6h16l-13 10 5 16-14-10-14 10 5-16-13-10h16Z',
    'M-20-14h40v24h-24l-12 10v-10h-4Z',
    'M-8-22h16v30h-16ZM-14 14h28',
    'M-22 0a22 22 0 0 1 44 0',
  ]
  const cols = 6
  const rows = 2
  const cell = Math.min(w / (cols + 1), h / (rows + 1.4))
  return [
    // Sand, not paper: on the site's paper a paper preview would lose its edge.
    `<rect width="${w}" height="${h}" fill="${SAND}"/>`,
    glyphs
      .map((d, i) => {
        const cx = (w - cols * cell) / 2 + (i % cols) * cell + cell / 2
        const cy = (h - rows * cell) / 2 + Math.floor(i / cols) * cell + cell / 2
        return `<rect x="${cx - cell * 0.42}" y="${cy - cell * 0.42}" width="${cell * 0.84}" height="${cell * 0.84}" rx="14" fill="${i % 4 === 1 ? BLUE : '#fff'}"/><g transform="translate(${cx} ${cy}) scale(${cell / 100})"><path d="${d}" fill="none" stroke="${i % 4 === 1 ? PAPER : INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g>`
      })
      .join(''),
  ].join('')
}

const DRAW: Record<number, { draw: (w: number, h: number) => string; alt: string }> = {
  1: {
    draw: dashboard,
    alt: 'Preview of the dashboard UI kit: a sidebar, three figure cards, a bar chart and a ring chart',
  },
  2: {
    draw: onboarding,
    alt: 'Preview of the onboarding screens: three phones, each with a picture, a title and the step dots',
  },
  3: { draw: icons, alt: 'Preview of the icon set: twelve line icons on rounded tiles' },
  4: { draw: fjord, alt: 'Wallpaper: mountains by a fjord at dusk, the sun low over the water' },
  5: { draw: blueHour, alt: 'Wallpaper: a blue-hour gradient from night blue to periwinkle with a soft ring' },
  6: { draw: coralNoise, alt: 'Wallpaper: coral with fine grain and a large black ring' },
}

/** The resource's picture at `w` × `h` (the preview or the wallpaper itself), or undefined for an unknown seed. */
export function resourceSvg(seed: number, w: number, h: number): string | undefined {
  const art = DRAW[seed]
  if (!art) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${art.draw(w, h)}</svg>`
}

export function resourceAlt(seed: number): string | undefined {
  return DRAW[seed]?.alt
}
