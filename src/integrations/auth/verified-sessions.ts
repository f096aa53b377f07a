import { sessionReusable } from './session-reuse.ts'
import type { VerifiedSession } from './session.ts'

// Bounded: every signed-in guest adds one; the oldest goes first.
const maxSessions = 1000
const sessions = new Map<string, VerifiedSession>()

/**
 * The key of a request's session: its auth cookies, names and values (undefined without any). Another cookie value,
 * a refreshed token included, is another key, so only the exact cookies that were verified are ever trusted again.
 */
export function sessionKey(cookies: Record<string, string>, prefix: string): string | undefined {
  const names = Object.keys(cookies)
    .filter((name) => name.startsWith(prefix))
    .sort()
  return names.length ? names.map((name) => `${name}=${cookies[name]}`).join(';') : undefined
}

/** A session verified earlier in this isolate under `key`, while it may still be reused (decision 037). */
export function verifiedSession(key: string, nowMs: number): VerifiedSession | undefined {
  const session = sessions.get(key)
  if (session && sessionReusable(session.expiresAt, nowMs)) return session
  if (session) sessions.delete(key)
  return undefined
}

/**
 * Whether `getClaims` checks this token on its own, against the published keys (asymmetric, with a key id): the only
 * tokens remembered. A symmetric one it sends to the auth service each time, which also notices a signed-out
 * session; trusting such a token again would skip that.
 */
function checkedLocally(accessToken: string): boolean {
  try {
    const [header = ''] = accessToken.split('.')
    const { alg, kid } = JSON.parse(atob(header.replaceAll('-', '+').replaceAll('_', '/'))) as Record<string, unknown>
    return typeof alg === 'string' && /^(ES|RS|PS|Ed)/.test(alg) && typeof kid === 'string'
  } catch {
    return false
  }
}

/** Remembers a session the auth client has just verified, without refreshing it. */
export function rememberSession(key: string, session: VerifiedSession, nowMs: number): void {
  if (!sessionReusable(session.expiresAt, nowMs) || !checkedLocally(session.accessToken)) return
  const oldest = sessions.size >= maxSessions ? sessions.keys().next().value : undefined
  if (oldest !== undefined) sessions.delete(oldest)
  sessions.set(key, session)
}
