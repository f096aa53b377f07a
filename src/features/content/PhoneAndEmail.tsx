/** A phone number and an email address as facts, each a link (tel:, mailto:), left to right in any page. */
export function PhoneAndEmail({
  phone,
  email,
  labels,
}: {
  readonly phone: string | undefined
  readonly email: string | undefined
  readonly labels: { readonly phone: string; readonly email: string }
}) {
  return (
    <dl className="facts">
      {phone && (
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a className="ltr" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a className="ltr" href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
      )}
    </dl>
  )
}
