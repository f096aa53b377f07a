/** The sandbox account's secret key: a fixed sandbox value in Stripe's test-key form (no real secret). */
export const sandboxStripeSecretKey = 'sk_test_sandbox_51GuestPortalResortNotARealKey'

/** The signing secret of the sandbox's webhook endpoint for the portal (a fixed sandbox value, `whsec_` like Stripe's). */
export const sandboxStripeWebhookSecret = 'whsec_sandboxGuestPortalNotARealSigningSecret'

/**
 * The API version of the sandbox account and its webhook endpoint: the version the `stripe` package (23.1.0) pins,
 * so event payloads are rendered in the shapes its types declare.
 */
export const stripeApiVersion = '2026-10-28.endive'
