import type { FieldErrors } from '../../domain/field-errors.ts'
import { minPasswordLength } from './auth-messages.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Field } from '../../views/parts/Field.tsx'
import { FormErrors } from './FormErrors.tsx'

interface NewPasswordProps {
  readonly heading: string
  readonly intro: string
  readonly submitLabel: string
  /** Ask for the current password too (changing it in account settings). */
  readonly askCurrent?: boolean
  /** h2 when the page around it already has its h1. */
  readonly headingLevel?: 1 | 2
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}

/** Choose a password: reset, first-time set-up and account settings share this form. */
export function NewPassword({
  heading,
  intro,
  submitLabel,
  askCurrent,
  headingLevel = 1,
  errors,
  message,
}: NewPasswordProps) {
  const t = useTexts()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="auth">
      <Heading>{heading}</Heading>
      <p>{intro}</p>
      <FormErrors errors={errors} message={message} />
      <form method="post" noValidate>
        {askCurrent && (
          <Field
            label={t.auth_current_password()}
            name="current"
            type="password"
            autoComplete="current-password"
            error={errors?.current}
          />
        )}
        <Field
          label={t.auth_new_password()}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t.auth_password_hint({ min: minPasswordLength })}
          error={errors?.password}
        />
        <Field
          label={t.auth_confirm_new_password()}
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={errors?.confirm}
        />
        <button className="button" type="submit">
          {submitLabel}
        </button>
      </form>
    </section>
  )
}
