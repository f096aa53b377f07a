// Stripe's error bodies, `{error: {type, code, message, param, doc_url}}`, thrown by the handlers and written by the
// API's error handler with the request's `Request-Id`. `kept: false` marks a request that failed validation before any
// work began: Stripe keeps no idempotent result for it, so a retry with the same key runs again (docs: idempotency).
import type Stripe from 'stripe'

type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error'

export class StripeFailure extends Error {
  readonly body: Stripe.StripeRawError & { type: ErrorType }

  constructor(
    readonly status: 400 | 401 | 402 | 404 | 409,
    raw: { type?: ErrorType; code?: string; message: string; param?: string; decline_code?: string },
    readonly kept = true,
  ) {
    super(raw.message)
    this.body = {
      ...(raw.code
        ? { code: raw.code, doc_url: `https://stripe.com/docs/error-codes/${raw.code.replaceAll('_', '-')}` }
        : {}),
      ...(raw.decline_code ? { decline_code: raw.decline_code } : {}),
      message: raw.message,
      ...(raw.param ? { param: raw.param } : {}),
      type: raw.type ?? 'invalid_request_error',
    }
  }
}

/** A parameter Stripe refuses before doing anything (not kept for idempotent replay). */
export const invalidParam = (param: string, message: string, code?: string) =>
  new StripeFailure(400, { code, message, param }, false)

/** `No such checkout.session: 'cs_…'`, Stripe's 404 for an unknown id. */
export const noSuch = (kind: string, id: string, param: string) =>
  new StripeFailure(404, { code: 'resource_missing', message: `No such ${kind}: '${id}'`, param })
