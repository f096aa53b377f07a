// POST /rest/v1/rpc/{function}: the one database function the portal calls, as
// supabase/migrations/20261125000100_portal_user_by_email.sql defines it. `portal_user_by_email` is
// security definer and granted to the service role only: it tells the server whether an address
// already has an account (so an invitation links it instead of inviting it again) without reading
// every user.
import * as v from 'valibot'
import { apiKeyRefusal } from './api-key.ts'
import { negotiate, notAcceptable, requester, restError, rowsResponse, type RestContext } from './rest-common.ts'

const Args = v.object({ email: v.string() })

interface Found {
  readonly user_id: string
  readonly confirmed: number
  readonly msd_contact_id: string | null
}

export async function rpc(c: RestContext): Promise<Response> {
  const refusal = apiKeyRefusal(c)
  if (refusal) return refusal
  const fn = c.req.param('fn')
  const args = v.safeParse(Args, await c.req.json().catch(() => undefined))
  if (fn !== 'portal_user_by_email' || !args.success) {
    return restError({
      status: 404,
      code: 'PGRST202',
      message: `Could not find the function public.${fn} without parameters in the schema cache`,
      hint: 'Perhaps you meant to call the function public.portal_user_by_email(email)',
    })
  }
  const wanted = negotiate(c.req.header('accept') ?? '')
  if (!wanted) return notAcceptable(c.req.header('accept'))
  const who = await requester(c)
  if (who instanceof Response) return who
  if (who.role !== 'service_role') {
    return restError({
      status: who.role === 'anon' ? 401 : 403,
      code: '42501',
      message: `permission denied for function ${fn}`,
    })
  }
  // An address is at most 320 characters: an empty or longer one is nobody's (the function says the same).
  const email = args.output.email.trim()
  if (email.length === 0 || email.length > 320) return rowsResponse([], wanted, 200)
  const found = await c.env.DB.prepare(
    `SELECT u.id AS user_id, u.email_confirmed_at IS NOT NULL AS confirmed, p.msd_contact_id
     FROM auth_users u LEFT JOIN profiles p ON p.id = u.id WHERE u.email = ?`,
  )
    .bind(email)
    .all<Found>()
  const rows = found.results.map((row) => ({ ...row, confirmed: row.confirmed === 1 }))
  return rowsResponse(rows, wanted, 200)
}
