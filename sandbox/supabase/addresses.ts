// How GoTrue judges an email address it is asked to send to (supabase/auth internal/api/mail.go and
// internal/mailer/validateclient): first its format check, then the mailer's own check of the address, which hosted
// projects run before any email goes out.
import type { AuthContext } from './auth-request.ts'
import { authError } from './errors.ts'

/**
 * GoTrue's format check (`checkmail.ValidateFormat`, github.com/badoux/checkmail): ASCII letters, digits and
 * !#$%&'*+/=?^_`{|}~.- before the @; labels of letters, digits and inner hyphens after it. So `o'brien@…` passes,
 * and `ünï@exämple.com` or `<b>x</b>@example.com` do not.
 */
const checkmailFormat =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/**
 * The part of the mailer's check a sandbox can make without DNS: the names RFC 2606 reserves (validateclient's
 * invalidHostSuffixes) and a top-level domain of one character, which no domain can have (its DNS check fails).
 * example.com, which the real check also refuses, is the demo's own domain here: its emails land in the outbox.
 */
function undeliverable(email: string): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  const reserved = ['test', 'example', 'invalid', 'local', 'localhost']
  return reserved.some((name) => host === name || host.endsWith(`.${name}`)) || /(^|\.)[^.]$/.test(host)
}

/**
 * GoTrue's answer to an address it will not send to, or undefined: 400 `validation_failed` for the format (before
 * anything is written), 400 `email_address_invalid` when the mailer refuses it (the transaction is rolled back:
 * nothing is created either).
 */
export function addressRefusal(c: AuthContext, email: string): Response | undefined {
  if (email === '') return authError(c, 400, 'validation_failed', 'An email address is required')
  if (email.length > 255) return authError(c, 400, 'validation_failed', 'An email address is too long')
  if (!checkmailFormat.test(email))
    return authError(c, 400, 'validation_failed', 'Unable to validate email address: invalid format')
  if (undeliverable(email))
    return authError(c, 400, 'email_address_invalid', `Email address ${JSON.stringify(email)} is invalid`)
  return undefined
}
