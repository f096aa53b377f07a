// GET/PUT /auth/v1/user and POST /auth/v1/logout: the calls made with a user's access token.
import { Hono } from 'hono'
import * as v from 'valibot'
import { nowIso } from '../db.ts'
import { authError } from './errors.ts'
import { bearerUser, readBody, type AuthEnv } from './auth-request.ts'
import { weakPasswordMessage, weakPasswordReasons } from './password-policy.ts'
import { findUser, findUserByEmail, hashPassword, mergeMetadata, passwordMatches, userJson } from './users.ts'

const UserUpdate = v.object({
  password: v.optional(v.string()),
  email: v.optional(v.pipe(v.string(), v.trim(), v.email())),
  data: v.optional(v.record(v.string(), v.unknown())),
})

const scopes = ['global', 'local', 'others'] as const

export const userRoutes = new Hono<AuthEnv>()
  .get('/user', async (c) => {
    const who = await bearerUser(c)
    return who instanceof Response ? who : c.json(userJson(who.user))
  })
  .put('/user', async (c) => {
    const who = await bearerUser(c)
    if (who instanceof Response) return who
    const input = await readBody(c, UserUpdate)
    if (input instanceof Response) return input
    const db = c.env.DB
    const { user } = who
    // Checked before anything is written, so a refused request changes nothing.
    if (input.password !== undefined) {
      const reasons = weakPasswordReasons(input.password)
      if (reasons.length)
        return authError(c, 422, 'weak_password', weakPasswordMessage(reasons), { weak_password: { reasons } })
      if (await passwordMatches(user, input.password))
        return authError(c, 422, 'same_password', 'New password should be different from the old password.')
    }
    const newEmail = input.email?.toLowerCase()
    if (newEmail && newEmail !== user.email && (await findUserByEmail(db, newEmail))) {
      return authError(c, 422, 'email_exists', 'A user with this email address has already been registered')
    }
    const at = nowIso()
    const updates: D1PreparedStatement[] = []
    if (input.password !== undefined)
      updates.push(
        db
          .prepare('UPDATE auth_users SET password_hash = ?, updated_at = ? WHERE id = ?')
          .bind(await hashPassword(input.password), at, user.id),
      )
    if (input.data)
      updates.push(
        db
          .prepare('UPDATE auth_users SET user_metadata = ?, updated_at = ? WHERE id = ?')
          .bind(mergeMetadata(user.user_metadata, input.data), at, user.id),
      )
    // The real service mails both addresses before it changes one (secure email change); the
    // portal never changes emails, so the sandbox changes it at once.
    if (newEmail && newEmail !== user.email)
      updates.push(
        db.prepare('UPDATE auth_users SET email = ?, updated_at = ? WHERE id = ?').bind(newEmail, at, user.id),
      )
    if (updates.length) await db.batch(updates)
    return c.json(userJson((await findUser(db, user.id))!))
  })
  .post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (!(scopes as readonly string[]).includes(scope))
      return authError(c, 400, 'validation_failed', `Unsupported logout scope "${scope}"`)
    const who = await bearerUser(c)
    if (who instanceof Response) return who
    const db = c.env.DB
    // Revoking a session also ends its refresh tokens (refreshSession checks the session).
    if (scope === 'local')
      await db.prepare('UPDATE auth_sessions SET revoked = 1 WHERE id = ?').bind(who.sessionId).run()
    else if (scope === 'others')
      await db
        .prepare('UPDATE auth_sessions SET revoked = 1 WHERE user_id = ? AND id != ?')
        .bind(who.user.id, who.sessionId)
        .run()
    else await db.prepare('UPDATE auth_sessions SET revoked = 1 WHERE user_id = ?').bind(who.user.id).run()
    return c.body(null, 204)
  })
