import type { ResponsiveImage } from '../../../domain/content-blocks.ts'

/**
 * A content image at the width the layout needs: the browser picks from the srcset by `sizes`
 * (full column width by default). Lazy unless it is the page's first image; `decorative` when
 * the text beside it says the same (an empty alt). Shared by pages and islands.
 */
export function ContentImage({
  image,
  sizes = '(min-width: 60rem) 56rem, 100vw',
  eager = false,
  decorative = false,
  className,
}: {
  readonly image: ResponsiveImage
  readonly sizes?: string
  readonly eager?: boolean
  readonly decorative?: boolean
  readonly className?: string
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
