// The review page's promise (issue 40): what the guest saw priced, signed, so the pay form that comes back names the
// same offer, booking, choice and order id. Anything changed in the browser fails the signature (a 400, nothing
// written); the price itself is worked out again from the content service, never read from the form.
import { memo } from '../../domain/memo.ts'

const encoder = new TextEncoder()
const keys = memo<Promise<CryptoKey>>(10)

/** An HMAC key of its own, derived from the payment service's secret key (rotating it only voids open reviews). */
function keyFor(secret: string): Promise<CryptoKey> {
  return keys(secret, () =>
    crypto.subtle.importKey(
      'raw',
      encoder.encode(`guest-portal order review:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ),
  )
}

/** What a review promises: one line per part, so no two promises can sign alike. */
export interface Promised {
  readonly bookingId: string
  readonly offer: string
  readonly orderId: string
  /** The choice as the review page's query (choiceParams). */
  readonly choice: string
}

const message = (promised: Promised) =>
  encoder.encode([promised.bookingId, promised.offer, promised.orderId, promised.choice].join('\n'))

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** The token the review page's pay form carries. */
export async function signReview(secret: string, promised: Promised): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await keyFor(secret), message(promised)))
}

/** Whether a pay form's token is the one its review page signed for exactly these parts. */
export async function reviewIsIntact(secret: string, promised: Promised, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(token)) return false
  const bytes = Uint8Array.from({ length: 32 }, (_, i) => Number.parseInt(token.slice(2 * i, 2 * i + 2), 16))
  return crypto.subtle.verify('HMAC', await keyFor(secret), bytes, message(promised))
}
