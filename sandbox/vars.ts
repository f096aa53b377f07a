import { sandboxAnonKey, sandboxServiceRoleKey } from './supabase/keys.ts'
import { sandboxDynamicsClient, sandboxDynamicsWebhookKey } from './dynamics/credentials.ts'
import { sandboxMindbody } from './mindbody/credentials.ts'
import { sandboxStripeSecretKey, sandboxStripeWebhookSecret } from './stripe/keys.ts'
import { sandboxBrevoKey } from './brevo/keys.ts'
import { sandboxVapid } from './push/keys.ts'

export { sandboxStripeSecretKey, sandboxStripeWebhookSecret }

/** The secret the sandbox's content service would send with its publish webhook. */
export const sandboxWebhookSecret = 'sandbox-publish-webhook-secret'

/** The portal's upstream configuration pointing at a sandbox running at `sandboxUrl`. */
export function portalVarsFor(sandboxUrl: string): Record<string, string> {
  return {
    SUPABASE_URL: sandboxUrl,
    SUPABASE_ANON_KEY: sandboxAnonKey,
    SUPABASE_SERVICE_ROLE_KEY: sandboxServiceRoleKey,
    DYNAMICS_URL: `${sandboxUrl}/dynamics`,
    DYNAMICS_TOKEN_URL: `${sandboxUrl}/identity/sandbox-tenant/oauth2/v2.0/token`,
    DYNAMICS_CLIENT_ID: sandboxDynamicsClient.id,
    DYNAMICS_CLIENT_SECRET: sandboxDynamicsClient.secret,
    DYNAMICS_WEBHOOK_KEY: sandboxDynamicsWebhookKey,
    MINDBODY_URL: `${sandboxUrl}/mindbody/public/v6`,
    MINDBODY_API_KEY: sandboxMindbody.apiKey,
    MINDBODY_SITE_ID: sandboxMindbody.siteId,
    MINDBODY_STAFF_USERNAME: sandboxMindbody.username,
    MINDBODY_STAFF_PASSWORD: sandboxMindbody.password,
    PRISMIC_ENDPOINT: `${sandboxUrl}/prismic/api/v2`,
    PRISMIC_WEBHOOK_SECRET: sandboxWebhookSecret,
    MONITORING_INTAKE_URL: `${sandboxUrl}/monitoring/intake`,
    MONITORING_TOKEN: 'sandbox-monitoring-token',
    // The stripe client is built with this URL's host, port and protocol (Stripe's paths start at /v1).
    STRIPE_API_URL: sandboxUrl,
    STRIPE_SECRET_KEY: sandboxStripeSecretKey,
    STRIPE_WEBHOOK_SECRET: sandboxStripeWebhookSecret,
    // Reminders (issue 41): Brevo's API at its own paths under /brevo, the link key and the VAPID pair (sandbox values).
    EMAIL_API_URL: `${sandboxUrl}/brevo`,
    EMAIL_API_KEY: sandboxBrevoKey,
    EMAIL_FROM: 'Example Resort <guests@example-resort.com>',
    REMINDER_LINK_KEY: 'sandbox-reminder-link-key',
    VAPID_PUBLIC_KEY: sandboxVapid.publicKey,
    VAPID_PRIVATE_KEY: sandboxVapid.privateKey,
    VAPID_SUBJECT: 'mailto:guests@example-resort.com',
  }
}
