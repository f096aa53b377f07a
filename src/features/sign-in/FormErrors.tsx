import type { FieldErrors } from '../../domain/field-errors.ts'
import { useTexts } from '../../views/PageContext.tsx'
import { Alert } from '../../views/parts/Alert.tsx'

/** The form-level message ('' key) or, when fields failed, a summary pointing at them. */
export function FormErrors({
  errors,
  message,
}: {
  readonly errors?: FieldErrors | undefined
  readonly message?: string | undefined
}) {
  const t = useTexts()
  const text = message ?? errors?.['']
  if (text) return <Alert kind="error">{text}</Alert>
  if (errors && Object.keys(errors).length > 0) return <Alert kind="error">{t.auth_check_fields()}</Alert>
  return null
}
