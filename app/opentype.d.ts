/**
 * The part of opentype.js 2.0.0 the share cards use (app/seo/share-card.ts): the package ships no types. A path
 * command's coordinates are present for the command types that have them, so they are optional here.
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
  }
  export function parse(buffer: ArrayBuffer): Font
}
