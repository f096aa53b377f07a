import type { ContentLink, LanguageMark } from '../../../domain/content-blocks.ts'

/**
 * A link from content; one that leaves the portal says so to screen readers (`otherSite`, in the page's language,
 * marked with `otherSiteMark` inside content in another language) and opens in place. Shared by pages and islands.
 */
export function ContentLinkButton({
  link,
  otherSite,
  otherSiteMark,
  className = 'button',
}: {
  readonly link: ContentLink
  /** "(another website)", in the page's language. */
  readonly otherSite: string
  readonly otherSiteMark?: LanguageMark | undefined
  readonly className?: string
}) {
  return (
    <a className={className} href={link.href} rel={link.external ? 'noopener' : undefined}>
      {link.label}
      {link.external && <span className="visually-hidden" {...otherSiteMark}>{` ${otherSite}`}</span>}
    </a>
  )
}
