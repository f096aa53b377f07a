import type { ResponsiveImage } from '../../domain/content-blocks.ts'

/**
 * A content image at the width the layout needs: the browser picks from the srcset by `sizes`
 * (full column width by default). Lazy unless it is the page's first image.
 */
export function ContentImage({ image, sizes = '(min-width: 60rem) 56rem, 100vw', eager = false, className }: { readonly image: ResponsiveImage; readonly sizes?: string; readonly eager?: boolean; readonly className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
