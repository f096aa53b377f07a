import type { SpaBooking } from '../../domain/content-blocks.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { PhoneAndEmail } from '../content/PhoneAndEmail.tsx'

/**
 * How to book a treatment (issue 38, item 18): not in the portal yet, so the spa's own phone, email and booking page,
 * and where to ask when the content names none. "Book a wellness treatment" in what to arrange when links here (#book).
 */
export function SpaBookingSection({ spa }: { readonly spa: SpaBooking }) {
  const t = useTexts()
  return (
    <section className="stack" id="book" aria-labelledby="book-heading">
      <h2 id="book-heading">{t.wellness_book_heading()}</h2>
      <p>{t.wellness_book_not_here()}</p>
      {(spa.phone || spa.email) && (
        <PhoneAndEmail
          phone={spa.phone}
          email={spa.email}
          labels={{ phone: t.wellness_book_phone(), email: t.wellness_book_email() }}
        />
      )}
      {spa.page && (
        <p>
          <a className="button" href={spa.page} rel="noopener">
            {t.wellness_book_online()}
            <span className="visually-hidden">{` ${t.content_link_other_site()}`}</span>
          </a>
        </p>
      )}
      {!spa.phone && !spa.email && !spa.page && (
        <p>
          <a href="/account/contact-us">{t.wellness_book_ask()}</a>
        </p>
      )}
    </section>
  )
}
