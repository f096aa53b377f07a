import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from './app-env.ts'
import { fieldErrors, type FieldErrors } from '../../domain/field-errors.ts'
import { textsFor } from '../../i18n/texts.ts'
import { localeOf } from './locale.ts'

export type FormResult<T> =
  | { readonly ok: true; readonly data: T; readonly raw: Record<string, string> }
  | { readonly ok: false; readonly errors: FieldErrors; readonly raw: Record<string, string> }

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * Reads a posted form and checks it with a valibot schema. A wrong content type, a broken
 * body or a file upload counts as an invalid form (a 400 for the caller), never a 500.
 * `raw` keeps the typed text values so the page can show them again. Its own sentences are in the request's language.
 */
export async function readForm<S extends v.GenericSchema<unknown, unknown>>(
  c: Context<AppEnv>,
  schema: S,
): Promise<FormResult<v.InferOutput<S>>> {
  const raw: Record<string, string> = {}
  if (!formTypes.test(c.req.header('content-type') ?? '')) {
    return { ok: false, errors: { '': textsFor(localeOf(c)).auth_send_from_page() }, raw }
  }
  let body: Record<string, unknown>
  try {
    body = await c.req.parseBody()
  } catch {
    return { ok: false, errors: { '': textsFor(localeOf(c)).auth_form_unreadable() }, raw }
  }
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') raw[key] = value
  const result = v.safeParse(schema, raw)
  return result.success
    ? { ok: true, data: result.output, raw }
    : { ok: false, errors: fieldErrors(result.issues), raw }
}
