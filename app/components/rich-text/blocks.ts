/**
 * Turns Strapi blocks (plain JSON from the content layer) into the node types of @strapi/blocks-react-renderer.
 * Only product.md's blocks and modifiers survive; anything else is skipped with a console warning, as product.md section 8 asks.
 * Pure, so it is unit-tested without a browser.
 */
import type { BlocksRenderer } from '@strapi/blocks-react-renderer'
import type { ComponentProps } from 'react'
import type { Json } from '~/content/shapes'

/** The renderer's block type (the package does not export it by name). */
export type RootNode = ComponentProps<typeof BlocksRenderer>['content'][number]
type JsonObject = { [key: string]: Json }
type InlineNode = Extract<RootNode, { type: 'paragraph' }>['children'][number]
type TextNode = Extract<InlineNode, { type: 'text' }>
type ListNode = Extract<RootNode, { type: 'list' }>
type ListChild = ListNode['children'][number]
type ImageNode = Extract<RootNode, { type: 'image' }>

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function warn(message: string): void {
  console.warn(`[rich text] ${message}`)
}

function children(node: JsonObject): Json[] {
  return Array.isArray(node.children) ? node.children : []
}

function text(node: JsonObject): TextNode | null {
  if (typeof node.text !== 'string') return null
  const out: TextNode = { type: 'text', text: node.text }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'text') continue
    if (value !== true) continue
    if (key === 'bold' || key === 'italic' || key === 'underline' || key === 'strikethrough' || key === 'code') {
      out[key] = true
    } else {
      warn(`unknown modifier "${key}" ignored`)
    }
  }
  return out
}

function inline(nodes: Json[]): InlineNode[] {
  const out: InlineNode[] = []
  for (const node of nodes) {
    if (!isObject(node)) continue
    if (node.type === 'text') {
      const t = text(node)
      if (t) out.push(t)
    } else if (node.type === 'link' && typeof node.url === 'string') {
      const texts = children(node).flatMap((child) => (isObject(child) && child.type === 'text' ? [text(child)] : []))
      out.push({ type: 'link', url: node.url, children: texts.filter((t): t is TextNode => t !== null) })
    } else {
      warn(`unknown inline node "${String(node.type)}" skipped`)
    }
  }
  return out
}

function list(node: JsonObject): ListNode {
  const items: ListChild[] = []
  for (const child of children(node)) {
    if (!isObject(child)) continue
    if (child.type === 'list-item') items.push({ type: 'list-item', children: inline(children(child)) })
    else if (child.type === 'list') items.push(list(child))
    else warn(`unknown list child "${String(child.type)}" skipped`)
  }
  return { type: 'list', format: node.format === 'ordered' ? 'ordered' : 'unordered', children: items }
}

function image(node: JsonObject): ImageNode | null {
  const img = node.image
  if (!isObject(img) || typeof img.url !== 'string') return null
  const str = (value: Json | undefined) => (typeof value === 'string' ? value : '')
  const int = (value: Json | undefined) => (typeof value === 'number' ? value : 0)
  return {
    type: 'image',
    image: {
      url: img.url,
      name: str(img.name),
      alternativeText: typeof img.alternativeText === 'string' ? img.alternativeText : null,
      caption: typeof img.caption === 'string' ? img.caption : null,
      width: int(img.width),
      height: int(img.height),
      hash: str(img.hash),
      ext: str(img.ext),
      mime: str(img.mime),
      // Strapi's responsive formats and the CMS's AVIF ones (URLs made absolute by the content schema).
      ...(isObject(img.formats) ? { formats: img.formats } : {}),
      size: int(img.size),
      provider: str(img.provider),
      createdAt: str(img.createdAt),
      updatedAt: str(img.updatedAt),
    },
    children: [{ type: 'text', text: '' }],
  }
}

export function toRenderable(blocks: readonly JsonObject[]): RootNode[] {
  const out: RootNode[] = []
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
      case 'quote':
      case 'code':
        out.push({ type: block.type, children: inline(children(block)) })
        break
      case 'heading': {
        const level = block.level
        if (level === 1 || level === 2 || level === 3 || level === 4 || level === 5 || level === 6) {
          out.push({ type: 'heading', level, children: inline(children(block)) })
        } else warn(`heading with level ${String(level)} skipped`)
        break
      }
      case 'list':
        out.push(list(block))
        break
      case 'image': {
        const node = image(block)
        if (node) out.push(node)
        else warn('image without a URL skipped')
        break
      }
      default:
        warn(`unknown block "${String(block.type)}" skipped`)
    }
  }
  return out
}

/** product.md: an empty paragraph is a line break. */
export function isEmptyParagraph(node: RootNode): boolean {
  return node.type === 'paragraph' && node.children.every((child) => child.type === 'text' && child.text === '')
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Links only with http, https, mailto or tel; relative links stay on the site. Anything else (javascript:, data:)
 * gives `null` and renders as plain text.
 */
export function safeHref(url: string): { href: string; external: boolean } | null {
  const trimmed = url.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { href: trimmed, external: false }
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return null
  }
  if (!SAFE_PROTOCOLS.has(parsed.protocol)) return null
  return { href: parsed.href, external: parsed.protocol === 'http:' || parsed.protocol === 'https:' }
}
