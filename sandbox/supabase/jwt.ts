// ES256 access tokens, as Supabase issues them with asymmetric signing keys: the key pair
// lives in D1; the public half is published at /auth/v1/.well-known/jwks.json.

const algorithm = { name: 'ECDSA', namedCurve: 'P-256' } as const
const signing = { name: 'ECDSA', hash: 'SHA-256' } as const

interface KeyPair {
  readonly kid: string
  readonly privateKey: CryptoKey
  readonly publicKey: CryptoKey
  readonly publicJwk: JsonWebKey & { kid: string }
}

interface KeyRow {
  readonly kid: string
  readonly private_jwk: string
  readonly public_jwk: string
}

// A cache of imported keys by kid (importing costs a little on every request); the keys
// themselves are stored in D1, so a reset makes a new key and old tokens stop verifying.
const imported = new Map<string, KeyPair>()

const encoder = new TextEncoder()
const decoder = new TextDecoder()

export function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes
  let binary = ''
  for (const byte of data) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

async function load(row: KeyRow): Promise<KeyPair> {
  const cached = imported.get(row.kid)
  if (cached) return cached
  const publicJwk = JSON.parse(row.public_jwk) as JsonWebKey & { kid: string }
  const pair: KeyPair = {
    kid: row.kid,
    privateKey: await crypto.subtle.importKey('jwk', JSON.parse(row.private_jwk) as JsonWebKey, algorithm, false, [
      'sign',
    ]),
    publicKey: await crypto.subtle.importKey('jwk', publicJwk, algorithm, false, ['verify']),
    publicJwk,
  }
  imported.set(row.kid, pair)
  return pair
}

/** The project's signing key, made on first use (the seed makes it, so normally at reset). */
export async function signingKey(db: D1Database): Promise<KeyPair> {
  const row = await db.prepare('SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE id = 1').first<KeyRow>()
  if (row) return load(row)
  const pair = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair
  const kid = crypto.randomUUID()
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const { kty, crv, x, y } = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  // Published as the real service does: usable for verify, no `ext: false` (UPSTREAMS.md).
  const publicJwk = { kty, crv, x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }
  // Whoever inserts first wins; a loser reads the winner's key back.
  await db
    .prepare('INSERT OR IGNORE INTO signing_keys (id, kid, private_jwk, public_jwk) VALUES (1, ?, ?, ?)')
    .bind(kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk))
    .run()
  return signingKey(db)
}

export async function signJwt(db: D1Database, claims: Record<string, unknown>): Promise<string> {
  const key = await signingKey(db)
  const input = `${base64url(JSON.stringify({ alg: 'ES256', kid: key.kid, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
  const signature = new Uint8Array(await crypto.subtle.sign(signing, key.privateKey, encoder.encode(input)))
  return `${input}.${base64url(signature)}`
}

export interface AccessClaims {
  readonly sub: string
  readonly session_id: string
  readonly exp: number
  readonly [claim: string]: unknown
}

/** Why a token was refused: the services word the two differently (GoTrue bad_jwt, PostgREST 301/303). */
export type JwtCheck = { readonly claims: AccessClaims } | { readonly error: 'invalid' | 'expired' }

/**
 * Tokens whose signature was checked, with their claims: a guest's token comes with each of a page's reads, and its
 * signature stays good (its expiry and key are checked each time).
 */
const verified = new Map<string, AccessClaims>()

/** Checks a bearer token: signed by this sandbox's current key with ES256, and not expired. */
export async function checkJwt(db: D1Database, token: string): Promise<JwtCheck> {
  const parts = token.split('.')
  if (parts.length !== 3) return { error: 'invalid' }
  const [header, payload, signature] = parts as [string, string, string]
  try {
    const key = await signingKey(db)
    const { alg, kid } = JSON.parse(decoder.decode(fromBase64url(header))) as { alg?: string; kid?: string }
    if (alg !== 'ES256' || kid !== key.kid) return { error: 'invalid' }
    let claims = verified.get(token)
    if (!claims) {
      const valid = await crypto.subtle.verify(
        signing,
        key.publicKey,
        fromBase64url(signature),
        encoder.encode(`${header}.${payload}`),
      )
      if (!valid) return { error: 'invalid' }
      claims = JSON.parse(decoder.decode(fromBase64url(payload))) as AccessClaims
      if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return { error: 'invalid' }
      if (verified.size >= 1000) verified.clear()
      verified.set(token, claims)
    }
    return claims.exp * 1000 > Date.now() ? { claims } : { error: 'expired' }
  } catch {
    return { error: 'invalid' }
  }
}

/** The claims of a valid token, or undefined. */
export async function verifyJwt(db: D1Database, token: string): Promise<AccessClaims | undefined> {
  const checked = await checkJwt(db, token)
  return 'claims' in checked ? checked.claims : undefined
}

export async function jwks(db: D1Database): Promise<{ keys: JsonWebKey[] }> {
  return { keys: [(await signingKey(db)).publicJwk] }
}

/** SHA-256 of a string as base64url (PKCE S256 challenges). */
export async function sha256Base64url(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

export function randomToken(bytes = 24): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')
}
