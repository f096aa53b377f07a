import { RichText } from '../parts/RichText.tsx'
export interface ContactDetails {
  readonly introHtml: string
  readonly phone: string | undefined
  readonly email: string | undefined
  readonly hoursHtml: string
}

/** /account/contact-us: how to reach the resort's guest services (content from the content service). */
export function ContactUsPage({
  details,
  heading,
}: {
  readonly details: ContactDetails | undefined
  readonly heading?: string | undefined
}) {
  return (
    <section className="stack contact">
      {heading && <h1>{heading}</h1>}
      {details ? (
        <>
          <RichText html={details.introHtml} />
          <dl className="facts">
            {details.phone && (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a>
                </dd>
              </div>
            )}
            {details.email && (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${details.email}`}>{details.email}</a>
                </dd>
              </div>
            )}
          </dl>
          <RichText html={details.hoursHtml} />
        </>
      ) : (
        <p data-offline-skip="">
          Our contact details could not be loaded just now. Please try again in a few minutes, or use the phone number
          in your booking confirmation.
        </p>
      )}
    </section>
  )
}
