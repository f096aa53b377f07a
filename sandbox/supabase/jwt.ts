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

// A cache of imported keys by kid; the keys themselves are stored in D1.
const imported = new Map<string, KeyPair>()

const encoder = new TextEncoder()

export function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes
  let binary = ''
  for (const byte of data) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

async function load(row: { kid: string; private_jwk: string; public_jwk: string }): Promise<KeyPair> {
  const cached = imported.get(row.kid)
  if (cached) return cached
  const publicJwk = JSON.parse(row.public_jwk) as JsonWebKey & { kid: string }
  const pair: KeyPair = {
    kid: row.kid,
    privateKey: await crypto.subtle.importKey('jwk', JSON.parse(row.private_jwk), algorithm, false, ['sign']),
    publicKey: await crypto.subtle.importKey('jwk', publicJwk, algorithm, false, ['verify']),
    publicJwk,
  }
  imported.set(row.kid, pair)
  return pair
}

/** The current signing key, made on first use. */
export async function signingKey(db: D1Database): Promise<KeyPair> {
  const row = await db.prepare('SELECT kid, private_jwk, public_jwk FROM signing_keys LIMIT 1').first<{ kid: string; private_jwk: string; public_jwk: string }>()
  if (row) return load(row)
  const pair = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair
  const kid = crypto.randomUUID()
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const { kty, crv, x, y } = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey
  // Published as the real service does: usable for verify, no `ext: false` (UPSTREAMS.md).
  const publicJwk = { kty, crv, x, y, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }
  await db.prepare('INSERT OR IGNORE INTO signing_keys (kid, private_jwk, public_jwk) VALUES (?, ?, ?)').bind(kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)).run()
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

/** The claims of a token this sandbox signed and that has not expired; undefined otherwise. */
export async function verifyJwt(db: D1Database, token: string): Promise<AccessClaims | undefined> {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [header, payload, signature] = parts as [string, string, string]
  try {
    const key = await signingKey(db)
    const { kid } = JSON.parse(new TextDecoder().decode(fromBase64url(header))) as { kid?: string }
    if (kid !== key.kid) return undefined
    const valid = await crypto.subtle.verify(signing, key.publicKey, fromBase64url(signature), encoder.encode(`${header}.${payload}`))
    if (!valid) return undefined
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as AccessClaims
    return claims.exp * 1000 > Date.now() ? claims : undefined
  } catch {
    return undefined
  }
}

export async function jwks(db: D1Database): Promise<{ keys: JsonWebKey[] }> {
  return { keys: [(await signingKey(db)).publicJwk] }
}

/** SHA-256 of a string as base64url (PKCE S256 challenges, token hashes). */
export async function sha256Base64url(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

export function randomToken(bytes = 24): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}
