// The email provider's client (Brevo, decision 050): plain fetch against EMAIL_API_URL, the key in `api-key`, every
// answer checked. Only this file knows Brevo's paths and field names.
import * as v from 'valibot'
import type { Config } from '../config.ts'
import { BrevoError, SentEmail, type SendEmailBody } from './schemas.ts'

/** A send the provider did not accept: `retryable` when trying again later may succeed (429, 5xx, no answer). */
export class EmailSendError extends Error {
  override name = 'EmailSendError'
  constructor(
    readonly status: number,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(`The email provider refused the send: ${status} ${code}`)
  }
}

export interface Email {
  readonly to: string
  readonly subject: string
  readonly html: string
  readonly text: string
  /** Message headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  readonly headers: Readonly<Record<string, string>>
  /** A UUID naming this send: the provider sends a retried request with the same key only once. */
  readonly idempotencyKey: string
}

/** Whether reminder emails can be sent: the provider's key and a sender are configured. */
export const emailConfigured = (config: Config) => !!config.EMAIL_API_KEY?.trim() && !!config.EMAIL_FROM

/** 'Name <address>' (EMAIL_FROM, checked by the config schema) as the provider's sender object. */
function sender(from: string): SendEmailBody['sender'] {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from)
  const [, name, email] = match ?? []
  return name && email ? { name, email } : { email: email ?? from }
}

/**
 * Sends one email; answers the provider's message id, or throws EmailSendError. One attempt: the queue retries, and
 * the idempotency key makes a retry of a send that did reach the provider a no-op.
 * @example await sendEmail(config, { to, subject, html, text, headers, idempotencyKey: delivery.id })
 */
export async function sendEmail(config: Config, email: Email): Promise<string> {
  const key = config.EMAIL_API_KEY?.trim()
  if (!key || !config.EMAIL_FROM) throw new EmailSendError(0, 'not_configured', false)
  const body: SendEmailBody = {
    sender: sender(config.EMAIL_FROM),
    to: [{ email: email.to }],
    subject: email.subject,
    htmlContent: email.html,
    textContent: email.text,
    headers: { ...email.headers, idempotencyKey: email.idempotencyKey },
  }
  let response: Response
  try {
    response = await fetch(`${config.EMAIL_API_URL.replace(/\/$/, '')}/v3/smtp/email`, {
      method: 'POST',
      headers: { 'api-key': key, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw new EmailSendError(0, 'unreachable', true)
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (response.status === 201 || response.status === 200) {
    const sent = v.safeParse(SentEmail, answer)
    // Accepted, even if the answer is not what we expected: sending again would send twice.
    return sent.success ? sent.output.messageId : 'unknown'
  }
  const error = v.safeParse(BrevoError, answer)
  const retryable = response.status === 429 || response.status >= 500
  throw new EmailSendError(response.status, error.success ? error.output.code : 'unknown', retryable)
}
