// Which of the booking's guests an extra is for, when the offer asks (issue 40): a box each, the first focused when the
// choice was refused.
import type { Buying } from './buy.ts'
import type { ChooseErrors } from './buy-words.ts'
import { useTexts } from '../../views/PageContext.tsx'

export function GuestChoice({
  b,
  chosen,
  error,
}: {
  readonly b: Buying
  readonly chosen: readonly string[] | undefined
  readonly error: ChooseErrors | undefined
}) {
  const t = useTexts()
  const wrong = error?.field === 'guests'
  return (
    <fieldset className={`fieldset${wrong ? ' field--error' : ''}`} aria-invalid={wrong || undefined}>
      <legend>{t.payments_choose_guests()}</legend>
      {wrong && <p className="field__error">{error.message}</p>}
      {b.booking.guests.map((guest, i) => (
        <div key={guest.id} className="check">
          <input
            type="checkbox"
            id={`guest-${guest.id}`}
            name="guests"
            value={guest.id.toLowerCase()}
            defaultChecked={chosen?.includes(guest.id.toLowerCase())}
            // biome-ignore lint/a11y/noAutofocus: the first box of a choice in error, after a failed submit
            autoFocus={wrong && i === 0}
          />
          <label htmlFor={`guest-${guest.id}`}>
            <bdi>{guest.fullName ?? guest.label ?? guest.id}</bdi>
          </label>
        </div>
      ))}
    </fieldset>
  )
}
