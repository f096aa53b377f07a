import * as v from 'valibot'

export type FieldErrors = Partial<Record<string, string>>

/** Turns valibot issues into one message per field (the first), plus '' for form-level ones. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ''
    errors[key] ??= issue.message
  }
  return errors
}
