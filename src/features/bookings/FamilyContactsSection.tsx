import type { Texts } from '../../i18n/texts.ts'
import { useTexts } from '../../views/PageContext.tsx'

/** Stands in for the link while the sentence is worded, so the link goes wherever the guest's language places it. */
const linkMarker = '\u0000'

/** The family-contacts sentence with its "contact us" link in place. */
function NotOnBooking({ t }: { readonly t: Texts }) {
  const [before = '', after = ''] = t.home_family_not_on_booking({ link: linkMarker }).split(linkMarker)
  return (
    <p>
      {before}
      <a href="/account/contact-us">{t.home_family_contact_link()}</a>
      {after}
    </p>
  )
}

/** Home's family-group contacts who are not on the booking, and how to have them added; nothing when there are none. */
export function FamilyContactsSection({ names }: { readonly names: readonly string[] }) {
  const t = useTexts()
  if (names.length === 0) return null
  return (
    <section className="stack" aria-labelledby="family-heading">
      <h2 id="family-heading">{t.home_family_heading()}</h2>
      <ul className="plain-list">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <NotOnBooking t={t} />
    </section>
  )
}
