/** The sandbox's Brevo API key: a fixed, public sandbox value, not a secret. */
export const sandboxBrevoKey =
  'xkeysib-sandbox-0000000000000000000000000000000000000000000000000000000000000000-sandbox'
