// The one-click unsubscribe link's token (RFC 8058, issue 41): it names the guest and the version of their email
// choice it was sent under, signed with the portal's key. A guest cannot turn another guest's email off (the HMAC
// covers the user id), and a link works once: using it changes the version, so an old email's link cannot undo a
// later choice made in settings.
const encoder = new TextEncoder()
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

async function signature(key: string, text: string): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return toBase64Url(await crypto.subtle.sign('HMAC', hmac, encoder.encode(`unsubscribe|${text}`)))
}

/** What an unsubscribe token says: whose email choice, at which version. */
export interface UnsubscribeClaim {
  readonly userId: string
  readonly version: number
}

/**
 * The token of a reminder email's unsubscribe link.
 * @example await unsubscribeToken(key, { userId, version: 0 }) // '5b0c…e01.0.Jx8…'
 */
export async function unsubscribeToken(key: string, claim: UnsubscribeClaim): Promise<string> {
  const text = `${claim.userId}.${claim.version}`
  return `${text}.${await signature(key, text)}`
}

/** The claim a token makes, when it is well formed and signed with `key`; undefined otherwise. */
export async function readUnsubscribeToken(key: string, token: string): Promise<UnsubscribeClaim | undefined> {
  const [userId, versionText, signed, ...rest] = token.split('.')
  if (!userId || !versionText || !signed || rest.length > 0 || !uuid.test(userId) || !/^\d{1,9}$/.test(versionText))
    return undefined
  const expected = await signature(key, `${userId}.${versionText}`)
  // Compared in constant time: the signature is what an attacker would guess at.
  if (expected.length !== signed.length) return undefined
  let difference = 0
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ signed.charCodeAt(i)
  return difference === 0 ? { userId, version: Number(versionText) } : undefined
}
