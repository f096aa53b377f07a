import { useId, type ReactNode } from 'react'
import { useTexts } from '../PageContext.tsx'

/** What ties a control to its label, hint and error, to spread on the input or select. */
interface ControlLink {
  readonly id: string
  readonly 'aria-invalid': true | undefined
  readonly 'aria-describedby': string | undefined
}

/** A control's label, hint and error, tied to it for screen readers. */
function FieldFrame({
  label,
  hint,
  error,
  control,
}: {
  readonly label: string
  readonly hint?: string | undefined
  readonly error?: string | undefined
  readonly control: (link: ControlLink) => ReactNode
}) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {control({ id: id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

export interface FieldProps {
  readonly label: string
  readonly name: string
  readonly type?: 'email' | 'password' | 'text' | 'date' | 'time' | 'tel'
  readonly autoComplete?: string
  /** The value typed before a failed submit, so nothing is lost (passwords are never echoed). */
  readonly value?: string | undefined
  readonly error?: string | undefined
  readonly hint?: string | undefined
  readonly required?: boolean
  readonly autoFocus?: boolean
  readonly maxLength?: number
  /** The keyboard a phone shows ('numeric' for codes). */
  readonly inputMode?: 'numeric'
}

/** A labelled input with its hint and error. */
export function Field({
  label,
  name,
  type = 'text',
  autoComplete,
  value,
  error,
  hint,
  required = true,
  autoFocus,
  maxLength,
  inputMode,
}: FieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(link) => (
        <input
          {...link}
          name={name}
          type={type}
          // A guest's own words (a name, an address, a flight) laid out by their own script in a right-to-left page
          // (issue 38, item 6); email and phone fields are left to right by the stylesheet.
          dir={type === 'text' ? 'auto' : undefined}
          autoComplete={autoComplete}
          defaultValue={type === 'password' ? undefined : value}
          required={required}
          // biome-ignore lint/a11y/noAutofocus: only the first field in error after a failed submit, where the guest must go next
          autoFocus={autoFocus}
          inputMode={inputMode}
          maxLength={type === 'date' || type === 'time' ? undefined : (maxLength ?? (type === 'email' ? 254 : 128))}
        />
      )}
    />
  )
}

/** The sign-in area's email address field: the address typed or known, and its error. */
export function EmailField({
  value,
  error,
  autoFocus = true,
}: {
  readonly value?: string | undefined
  readonly error?: string | undefined
  readonly autoFocus?: boolean
}) {
  const t = useTexts()
  return (
    <Field
      label={t.advance_email_address()}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      autoFocus={autoFocus}
    />
  )
}

/** A form's values or its errors, by field name. */
type FormTexts = Partial<Record<string, string>>

/**
 * The props a form's field takes from the form's state, by the field's name: the typed value, its error, and the
 * focus when it is the first field in error.
 * @example const field = fieldsOf(values, errors); <Field label="Town or city" {...field('city')} />
 */
export function fieldsOf(values: FormTexts, errors: FormTexts | undefined) {
  const first = firstError(errors)
  return (name: string) => ({ name, value: values[name], error: errors?.[name], autoFocus: first === name })
}

/**
 * The first field with an error, to focus when a form comes back with errors (the browser
 * focuses an `autofocus` field on load, JavaScript or not; its error is read with it).
 */
export const firstError = (errors: Partial<Record<string, string>> | undefined): string | undefined =>
  Object.keys(errors ?? {}).find((key) => key !== '')

export interface SelectFieldProps {
  readonly label: string
  readonly name: string
  readonly options: readonly { readonly value: string; readonly label: string }[]
  readonly value?: string | undefined
  readonly error?: string | undefined
  readonly hint?: string | undefined
  /** The first, empty option's text. */
  readonly placeholder: string
  readonly autoFocus?: boolean
}

/** A labelled select with its hint and error tied to it, like Field. */
export function SelectField({ label, name, options, value, error, hint, placeholder, autoFocus }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      control={(link) => (
        <select
          {...link}
          name={name}
          defaultValue={value ?? ''}
          required
          // biome-ignore lint/a11y/noAutofocus: only the first field in error after a failed submit
          autoFocus={autoFocus}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
