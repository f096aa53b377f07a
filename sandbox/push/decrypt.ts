// Decrypting a push message as the receiving browser does: RFC 8291 (Message Encryption for Web Push) over the
// aes128gcm content coding of RFC 8188, written here from the RFCs, not from the portal's library, so a test proves
// what that library sends is readable by a real device.
import { fromBase64url } from './keys-bytes.ts'
import type { SubscriptionRow } from './store.ts'

const encoder = new TextEncoder()

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, data))
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** HKDF-SHA-256 (RFC 5869) for outputs of at most 32 bytes: one expand block. */
async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array, length: number) {
  const prk = await hmac(salt, ikm)
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length)
}

/**
 * The plaintext of an aes128gcm push body for `subscription`, or an error saying why a device could not read it.
 * RFC 8188 §2.1 header (salt 16, record size 4, key id length 1, key id = the sender's ECDH public key), then one
 * record (RFC 8291 §4: a push message is a single record), its padding ended by the 0x02 last-record delimiter.
 */
export async function decryptAes128gcm(
  subscription: SubscriptionRow,
  body: Uint8Array<ArrayBuffer>,
): Promise<{ text: string } | { error: string }> {
  if (body.length < 21) return { error: 'The body is shorter than the aes128gcm header' }
  const salt = body.slice(0, 16)
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0)
  const idLength = body[20]!
  if (idLength !== 65) return { error: `The key id is ${idLength} bytes, not the sender's 65-byte public key` }
  const senderKey = body.slice(21, 21 + idLength)
  const record = body.slice(21 + idLength)
  if (recordSize < 18 || record.length > recordSize) return { error: 'The body is not one record of its record size' }
  if (record.length < 17) return { error: 'The record is shorter than its tag' }
  try {
    const privateKey = await crypto.subtle.importKey(
      'jwk',
      JSON.parse(subscription.private_jwk) as JsonWebKey,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      ['deriveBits'],
    )
    const sender = await crypto.subtle.importKey('raw', senderKey, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
    const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, privateKey, 256))
    // RFC 8291 §3.3, §3.4: the input keying material from the device's auth secret and both public keys.
    const keyInfo = concat(encoder.encode('WebPush: info\0'), fromBase64url(subscription.p256dh), senderKey)
    const ikm = await hkdf(fromBase64url(subscription.auth), ecdhSecret, keyInfo, 32)
    const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16)
    const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12)
    const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt'])
    const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record))
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end--
    if (padded[end] !== 2) return { error: 'The record does not end with the last-record delimiter (0x02)' }
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(padded.subarray(0, end)) }
  } catch (error) {
    return { error: `The body does not decrypt with this subscription's keys: ${(error as Error).message}` }
  }
}
