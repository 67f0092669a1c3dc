/**
 * The part of opentype.js 2.0.0 the seed's brand art and the site's share cards use (the site's tsconfig lists this
 * file): the package ships no types. A path command's coordinates are present for the command types that have them.
 */
declare module 'opentype.js' {
  export type PathCommand = {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z'
    x?: number
    y?: number
    x1?: number
    y1?: number
    x2?: number
    y2?: number
  }
  export interface Font {
    getAdvanceWidth(text: string, fontSize: number): number
    getPath(text: string, x: number, y: number, fontSize: number): { commands: PathCommand[] }
    /** 0 for a character the font has no glyph for. */
    charToGlyphIndex(char: string): number
  }
  export function parse(buffer: ArrayBuffer | SharedArrayBuffer): Font
  const opentype: { parse: typeof parse }
  export default opentype
}
