import { fillNameInHtml } from '../../domain/greeting.ts'
import { useGuestFirstName } from '../../views/PageContext.tsx'

/**
 * Content rich text (already made safe by the content integration), with the SPEC §9 '[name]'
 * placeholder replaced by the signed-in guest's first name, or 'Anon'.
 */
export function RichText({
  html,
  className = 'rich-text',
  as: Tag = 'div',
  ...rest
}: {
  readonly html: string
  readonly className?: string
  readonly as?: 'div' | 'section'
  readonly 'data-slice-type'?: string
  /** Set when the text is in another language than the page's (contentLanguage in src/domain/content-blocks.ts). */
  readonly lang?: string | undefined
  readonly dir?: 'ltr' | 'rtl' | undefined
}) {
  const firstName = useGuestFirstName()
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the content client serialised from rich text, which escapes its text
  return <Tag className={className} {...rest} dangerouslySetInnerHTML={{ __html: fillNameInHtml(html, firstName) }} />
}
