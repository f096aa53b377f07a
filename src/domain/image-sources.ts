// Responsive sources for a content image on the content service's image CDN (imgix): each width asked of the CDN
// itself, so the browser downloads only the bytes the layout needs (issue 28, SPEC §9 widths).
import { imageWidths } from './content-blocks.ts'

/** JPEG/WebP/AVIF quality: photos on a phone look the same at 70 and cost a third less than the default 75-90. */
export const imageQuality = 70

/**
 * The image's URL at `width` CSS pixels: `w` for the width, `auto=format,compress` so the CDN answers WebP or AVIF to
 * browsers that take them, and `q` for the quality. Other parameters the editor set (a crop `rect`) are kept.
 * @example imageUrl('https://images.prismic.io/r/bay.jpg?auto=compress', 640)
 * // 'https://images.prismic.io/r/bay.jpg?auto=format%2Ccompress&q=70&w=640'
 */
export function imageUrl(url: string, width: number): string {
  const parsed = new URL(url)
  parsed.searchParams.set('auto', 'format,compress')
  parsed.searchParams.set('q', String(imageQuality))
  parsed.searchParams.delete('width')
  parsed.searchParams.set('w', String(width))
  return parsed.toString()
}

/** `src` (1200 wide, for browsers without srcset) and the `srcset` of the SPEC §9 widths. */
export function imageSources(url: string): { readonly src: string; readonly srcSet: string } {
  return {
    src: imageUrl(url, 1200),
    srcSet: imageWidths.map((w) => `${imageUrl(url, w)} ${w}w`).join(', '),
  }
}
