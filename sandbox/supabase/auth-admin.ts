// GoTrue's admin calls the portal makes with the service-role key (UPSTREAMS.md "Invitations"):
// POST /invite, and GET/PUT/DELETE /admin/users/{id}. A bearer that is not the service role is refused
// as GoTrue refuses it: 401 no_authorization without one, 403 not_admin with a user's or the anon key.
import { Hono } from 'hono'
import * as v from 'valibot'
import { nowIso } from '../db.ts'
import { addressRefusal } from './addresses.ts'
import { authError } from './errors.ts'
import { readBody, type AuthContext, type AuthEnv } from './auth-request.ts'
import { mail, rateLimited } from './auth-mail.ts'
import { overEmailRateLimit } from './email.ts'
import { sandboxServiceRoleKey } from './keys.ts'
import { createUser, deleteUser, findUser, findUserByEmail, mergeMetadata, userJson } from './users.ts'

// The address is judged as GoTrue judges it (addresses.ts), after the body's shape.
const Invite = v.object({
  email: v.optional(v.string(), ''),
  data: v.optional(v.record(v.string(), v.unknown())),
})

const UserUpdate = v.object({
  app_metadata: v.optional(v.record(v.string(), v.unknown())),
  user_metadata: v.optional(v.record(v.string(), v.unknown())),
})

function adminRefusal(c: AuthContext): Response | undefined {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim()
  if (!bearer) return authError(c, 401, 'no_authorization', 'This endpoint requires a Bearer token')
  if (bearer !== sandboxServiceRoleKey) return authError(c, 403, 'not_admin', 'User not allowed')
  return undefined
}

export const adminRoutes = new Hono<AuthEnv>()
  .use('/invite', async (c, next) => adminRefusal(c) ?? next())
  .use('/admin/*', async (c, next) => adminRefusal(c) ?? next())
  .post('/invite', async (c) => {
    const input = await readBody(c, Invite)
    if (input instanceof Response) return input
    const refused = addressRefusal(c, input.email)
    if (refused) return refused
    const db = c.env.DB
    const existing = await findUserByEmail(db, input.email)
    // A confirmed user cannot be invited; an unconfirmed one is invited again (GoTrue's invite handler).
    if (existing?.email_confirmed_at)
      return authError(c, 422, 'email_exists', 'A user with this email address has already been registered')
    if (existing && (await overEmailRateLimit(db, existing.email))) return rateLimited(c)
    const id =
      existing?.id ?? (await createUser(db, { email: input.email, confirmed: false, metadata: input.data ?? {} }))
    const at = nowIso()
    await db.prepare('UPDATE auth_users SET invited_at = ?, updated_at = ? WHERE id = ?').bind(at, at, id).run()
    const user = (await findUser(db, id))!
    await mail(c, user, 'invite', {})
    return c.json(userJson(user))
  })
  // The metadata part of GoTrue's admin update (adminUserUpdate): app_metadata and user_metadata merged key by key, a
  // key sent as null removed. The other attributes it takes (email, password, ban_duration…) the portal never sends.
  .put('/admin/users/:id', async (c) => {
    const input = await readBody(c, UserUpdate)
    if (input instanceof Response) return input
    const db = c.env.DB
    const user = await findUser(db, c.req.param('id'))
    if (!user) return authError(c, 404, 'user_not_found', 'User not found')
    const at = nowIso()
    const updates = [
      input.app_metadata && ['app_metadata', mergeMetadata(user.app_metadata, input.app_metadata)],
      input.user_metadata && ['user_metadata', mergeMetadata(user.user_metadata, input.user_metadata)],
    ].filter((update): update is [string, string] => !!update)
    if (updates.length)
      await db.batch(
        updates.map(([column, value]) =>
          db.prepare(`UPDATE auth_users SET ${column} = ?, updated_at = ? WHERE id = ?`).bind(value, at, user.id),
        ),
      )
    return c.json(userJson((await findUser(db, user.id))!))
  })
  .get('/admin/users/:id', async (c) => {
    const user = await findUser(c.env.DB, c.req.param('id'))
    return user ? c.json(userJson(user)) : authError(c, 404, 'user_not_found', 'User not found')
  })
  .delete('/admin/users/:id', async (c) => {
    // Deleting a user spends their emailed links too: an invitation withdrawn before it was accepted stops working.
    const deleted = await deleteUser(c.env.DB, c.req.param('id'))
    return deleted ? c.json({}) : authError(c, 404, 'user_not_found', 'User not found')
  })
