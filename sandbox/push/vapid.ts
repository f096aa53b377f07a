// Checking an application server's VAPID credentials as a push service does (RFC 8292): the `Authorization: vapid
// t=<JWT>, k=<public key>` scheme, an ES256 JWT signed by the key in `k`, its `aud` the push resource's origin, an
// `exp` no more than 24 hours ahead, a `sub` contact, and `k` the key the subscription was made for.
import { fromBase64url, sameKey } from './keys-bytes.ts'

export type VapidCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 401 | 403; readonly reason: string }

const refuse = (status: 401 | 403, reason: string): VapidCheck => ({ ok: false, status, reason })

const decodeJson = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(part)))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks `authorization` for a push to `endpoint`, a subscription made for the application server key `serverKey`.
 * 401 when the credentials are missing or invalid, 403 when they are valid but for another key (RFC 8292 §4.2).
 */
export async function checkVapid(
  authorization: string | undefined,
  endpoint: string,
  serverKey: string,
  now = Date.now(),
): Promise<VapidCheck> {
  const match = /^vapid\s+(.+)$/i.exec(authorization?.trim() ?? '')
  if (!match) return refuse(401, 'The Authorization header is not the vapid scheme')
  const params = new Map(
    match[1]!.split(',').map((param) => {
      const [name = '', ...value] = param.trim().split('=')
      return [name.trim().toLowerCase(), value.join('=').trim()] as const
    }),
  )
  const token = params.get('t')
  const key = params.get('k')
  if (!token || !key) return refuse(401, 'The vapid credentials need both t and k')
  const [header, claims, signature, ...rest] = token.split('.')
  const head = header ? decodeJson(header) : undefined
  const body = claims ? decodeJson(claims) : undefined
  if (!head || !body || !signature || rest.length > 0) return refuse(401, 'The token is not a JWT')
  if (head.alg !== 'ES256') return refuse(401, `The token is signed with ${String(head.alg)}, not ES256`)
  let verified = false
  try {
    const publicKey = await crypto.subtle.importKey(
      'raw',
      fromBase64url(key),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    verified = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      fromBase64url(signature),
      new TextEncoder().encode(`${header}.${claims}`),
    )
  } catch {
    return refuse(401, 'k is not a P-256 public key')
  }
  if (!verified) return refuse(401, 'The token’s signature does not verify with k')
  if (body.aud !== new URL(endpoint).origin) return refuse(401, `The token’s aud is not ${new URL(endpoint).origin}`)
  const seconds = Math.floor(now / 1000)
  if (typeof body.exp !== 'number' || body.exp <= seconds) return refuse(401, 'The token has expired')
  if (body.exp > seconds + 24 * 3600) return refuse(401, 'The token’s exp is more than 24 hours ahead')
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub))
    return refuse(401, 'The token’s sub is not a mailto: or https: contact')
  if (!sameKey(key, serverKey)) return refuse(403, 'k is not the key this subscription was made for')
  return { ok: true }
}
