// Turns content fields into what pages render (src/domain/content-blocks.ts), with the
// content client's own helpers: rich text to escaped HTML, images to width srcsets (src/domain/image-sources.ts), links resolved.
import * as prismic from '@prismicio/client'
import * as v from 'valibot'
import { imageSources } from '../../domain/image-sources.ts'
import {
  isExternalHref,
  type ContentLink,
  type ContentSlice,
  type ResponsiveImage,
} from '../../domain/content-blocks.ts'
import { RichText } from './schemas.ts'

/** Links content may hold: web, mail and phone links, and paths of the portal. Never `javascript:` and the like. */
const safeHref = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i
const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * Rich text serialized with the client's escaping, but with no embeds (their HTML would be a
 * third party's, unescaped, on our pages) and only safe link targets (an unsafe one is plain text).
 */
const serializer: prismic.HTMLRichTextMapSerializer = {
  // (An empty string would fall back to the client's default, which copies the embed's HTML.)
  embed: () => '<!-- embedded content is not shown -->',
  hyperlink: ({ node, children }) => {
    const href = prismic.asLink(node.data)
    if (!href || !safeHref.test(href)) return children
    return `<a href="${attribute(href)}"${isExternalHref(href) ? ' rel="noopener noreferrer"' : ''}>${children}</a>`
  },
}

export const html = (field: prismic.RichTextField | null | undefined) => prismic.asHTML(field, { serializer }) ?? ''
export const text = (field: prismic.RichTextField | null | undefined) => prismic.asText(field) ?? ''

/** An image field with the width srcset of SPEC §9; undefined when the field is empty. */
export function responsiveImage(field: unknown): ResponsiveImage | undefined {
  const image = field as prismic.ImageField | null | undefined
  if (!prismic.isFilled.image(image)) return undefined
  const sources = imageSources(image.url)
  return {
    src: sources.src,
    srcSet: sources.srcSet,
    alt: image.alt ?? '',
    width: image.dimensions.width,
    height: image.dimensions.height,
  }
}

/** A link field with its label; undefined when the link or its label is empty. */
export function contentLink(field: unknown, label: string | null | undefined): ContentLink | undefined {
  const href = prismic.asLink(field as prismic.LinkField | null | undefined)
  if (!href || !safeHref.test(href) || !label?.trim()) return undefined
  return { href, label: label.trim(), external: isExternalHref(href) }
}

const Primary = v.record(v.string(), v.unknown())
const SliceShape = v.looseObject({
  slice_type: v.string(),
  id: v.optional(v.string()),
  primary: v.optional(Primary, {}),
})
const TextPrimary = v.looseObject({ text: RichText })
const CtaPrimary = v.looseObject({
  title: v.nullish(v.string()),
  text: v.nullish(RichText),
  link: v.unknown(),
  link_label: v.nullish(v.string()),
})
const ImagePrimary = v.looseObject({ image: v.unknown(), caption: v.nullish(v.string()) })

/**
 * The slices of a slice zone this portal renders (models in slices/), in order. Slices of other
 * types, and slices whose fields do not read, are left out rather than failing the page; the
 * slice simulator keeps them as 'unsupported' (it needs one element per slice).
 */
export function contentSlices(zone: unknown, options: { readonly keepUnsupported?: boolean } = {}): ContentSlice[] {
  if (!Array.isArray(zone)) return []
  return zone.flatMap((raw, i): ContentSlice[] => {
    const rendered = renderOrSkip(raw, i)
    if (rendered || !options.keepUnsupported) return rendered ? [rendered] : []
    const sliceType = (raw as { slice_type?: unknown } | null)?.slice_type
    return [{ id: `slice-${i}`, type: 'unsupported', sliceType: typeof sliceType === 'string' ? sliceType : 'unknown' }]
  })
}

/** A slice whose content the serializers cannot read (say, a span without its fields) is skipped, not a failed page. */
function renderOrSkip(raw: unknown, i: number): ContentSlice | undefined {
  try {
    return renderSlice(raw, i)
  } catch {
    return undefined
  }
}

/** One slice of a type the portal renders, or undefined. */
function renderSlice(raw: unknown, i: number): ContentSlice | undefined {
  const slice = v.safeParse(SliceShape, raw)
  if (!slice.success) return undefined
  const id = slice.output.id ?? `slice-${i}`
  const primary = slice.output.primary
  switch (slice.output.slice_type) {
    case 'text': {
      const p = v.safeParse(TextPrimary, primary)
      return p.success ? { id, type: 'text', html: html(p.output.text) } : undefined
    }
    case 'image': {
      const p = v.safeParse(ImagePrimary, primary)
      const image = p.success ? responsiveImage(p.output.image) : undefined
      return p.success && image
        ? { id, type: 'image', image, caption: p.output.caption?.trim() || undefined }
        : undefined
    }
    case 'call_to_action': {
      const p = v.safeParse(CtaPrimary, primary)
      return p.success
        ? {
            id,
            type: 'call_to_action',
            title: p.output.title?.trim() ?? '',
            html: html(p.output.text),
            link: contentLink(p.output.link, p.output.link_label),
          }
        : undefined
    }
    default:
      return undefined
  }
}
