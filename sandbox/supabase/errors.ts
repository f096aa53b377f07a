import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { apiVersion } from './keys.ts'

/**
 * A GoTrue error body. With the API-version header supabase-js reads `code`; older clients read
 * `error_code` and `msg`, so both forms go out (UPSTREAMS.md).
 */
export function authError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  c.header('X-Supabase-Api-Version', apiVersion)
  return c.json({ code, error_code: code, message, msg: message, ...extra }, status)
}
