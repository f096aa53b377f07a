// Brevo's transactional email API as the portal uses it (decision 050): what it sends and what it reads back. The
// sandbox's contract test (test/sandbox/brevo.test.ts) holds the stand-in to these.
import * as v from 'valibot'

const Address = v.object({ email: v.pipe(v.string(), v.email()), name: v.optional(v.string()) })

/** POST /v3/smtp/email's body. */
export const SendEmailBody = v.object({
  sender: Address,
  to: v.pipe(v.array(Address), v.minLength(1)),
  subject: v.pipe(v.string(), v.nonEmpty()),
  htmlContent: v.string(),
  textContent: v.string(),
  /** Message headers, and Brevo's `idempotencyKey` (a UUID): the same key within its time to live sends nothing again. */
  headers: v.record(v.string(), v.string()),
})
export type SendEmailBody = v.InferOutput<typeof SendEmailBody>

/** 201's answer. */
export const SentEmail = v.object({ messageId: v.string() })

/** An error's answer (400, 401, 402, 403, 404, 429, 5xx). */
export const BrevoError = v.object({ code: v.string(), message: v.string() })
