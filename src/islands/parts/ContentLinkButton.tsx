import type { ContentLink } from '../../domain/content-blocks.ts'

/**
 * A link from content; one that leaves the portal says so to screen readers and opens in place. Shared by pages and
 * islands.
 */
export function ContentLinkButton({
  link,
  className = 'button',
}: {
  readonly link: ContentLink
  readonly className?: string
}) {
  return (
    <a className={className} href={link.href} rel={link.external ? 'noopener' : undefined}>
      {link.label}
      {link.external && <span className="visually-hidden"> (another website)</span>}
    </a>
  )
}
