import type { LanguageMark } from '../../domain/content-blocks.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { RichText } from './RichText.tsx'
import { PhoneAndEmail } from './PhoneAndEmail.tsx'
export interface ContactDetails {
  readonly introHtml: string
  readonly phone: string | undefined
  readonly email: string | undefined
  readonly hoursHtml: string
  /** Marks the content's words when they are in another language than the page's (no translation). */
  readonly mark?: LanguageMark | undefined
}

/** /account/contact-us: how to reach the resort's guest services (content from the content service). */
export function ContactUsPage({
  details,
  heading,
}: {
  readonly details: ContactDetails | undefined
  readonly heading?: string | undefined
}) {
  const t = useTexts()
  return (
    <section className="stack contact">
      {heading && <h1>{heading}</h1>}
      {details ? (
        <>
          <RichText html={details.introHtml} {...details.mark} />
          <PhoneAndEmail
            phone={details.phone}
            email={details.email}
            labels={{ phone: t.content_contact_phone(), email: t.content_contact_email() }}
          />
          <RichText html={details.hoursHtml} {...details.mark} />
        </>
      ) : (
        <p data-offline-skip="">{t.content_contact_unavailable()}</p>
      )}
    </section>
  )
}
