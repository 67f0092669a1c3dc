/** The site's palette (app/styles), for the seed's drawn pictures and scripts/media/make-images.mjs. */
export const INK = '#0d0d0d'
export const PAPER = '#f4f1ea'
/** The paper a shade deeper, so a light picture keeps its edge on the site's paper. */
export const SAND = '#e8e3d8'
export const BLUE = '#2433d6'
export const PERI = '#9ea8ff'
export const CORAL = '#ff6b4a'
export const NAVY = '#0b1d3a'
