// The API gateway in front of Supabase (Kong) refuses a request without the project's key
// before GoTrue or PostgREST see it; these are its answers.
import type { Context } from 'hono'
import { sandboxAnonKey, sandboxServiceRoleKey } from './keys.ts'

/**
 * The gateway's 401 for a missing or wrong `apikey` (header, or `apikey` query parameter), or undefined when it is
 * fine.
 */
export function apiKeyRefusal(c: Context): Response | undefined {
  const key = c.req.header('apikey') ?? c.req.query('apikey')
  if (!key)
    return c.json(
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      401,
    )
  if (key !== sandboxAnonKey && key !== sandboxServiceRoleKey)
    return c.json(
      { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      401,
    )
  return undefined
}
