import * as v from 'valibot'

const httpUrl = (name: string) =>
  v.pipe(
    v.string(`${name} is missing`),
    v.url(`${name} must be a URL`),
    v.regex(/^https?:\/\//, `${name} must be an http(s) URL`),
  )

/**
 * The portal's configuration: wrangler.toml vars plus secrets (README "Configuration").
 * Checked once per environment; a problem names every missing or malformed variable.
 */
const ConfigSchema = v.object({
  SITE_URL: httpUrl('SITE_URL'),
  MARKETING_SITE_URL: httpUrl('MARKETING_SITE_URL'),
  SUPABASE_URL: httpUrl('SUPABASE_URL'),
  SUPABASE_ANON_KEY: v.pipe(
    v.string('SUPABASE_ANON_KEY is missing (set it with `wrangler secret put SUPABASE_ANON_KEY`)'),
    v.nonEmpty('SUPABASE_ANON_KEY is empty'),
  ),
  /**
   * The project's service-role key (decision 033): only the companions feature uses it, only on the server. Without it
   * the portal works and guests cannot be invited.
   */
  SUPABASE_SERVICE_ROLE_KEY: v.optional(v.string()),
  DYNAMICS_URL: httpUrl('DYNAMICS_URL'),
  DYNAMICS_TOKEN_URL: httpUrl('DYNAMICS_TOKEN_URL'),
  DYNAMICS_CLIENT_ID: v.pipe(v.string('DYNAMICS_CLIENT_ID is missing'), v.nonEmpty('DYNAMICS_CLIENT_ID is empty')),
  DYNAMICS_CLIENT_SECRET: v.pipe(
    v.string('DYNAMICS_CLIENT_SECRET is missing (set it with `wrangler secret put DYNAMICS_CLIENT_SECRET`)'),
    v.nonEmpty('DYNAMICS_CLIENT_SECRET is empty'),
  ),
  MINDBODY_URL: httpUrl('MINDBODY_URL'),
  MINDBODY_API_KEY: v.pipe(
    v.string('MINDBODY_API_KEY is missing (set it with `wrangler secret put MINDBODY_API_KEY`)'),
    v.nonEmpty('MINDBODY_API_KEY is empty'),
  ),
  MINDBODY_SITE_ID: v.pipe(v.string('MINDBODY_SITE_ID is missing'), v.nonEmpty('MINDBODY_SITE_ID is empty')),
  MINDBODY_STAFF_USERNAME: v.pipe(
    v.string('MINDBODY_STAFF_USERNAME is missing'),
    v.nonEmpty('MINDBODY_STAFF_USERNAME is empty'),
  ),
  MINDBODY_STAFF_PASSWORD: v.pipe(
    v.string('MINDBODY_STAFF_PASSWORD is missing (set it with `wrangler secret put MINDBODY_STAFF_PASSWORD`)'),
    v.nonEmpty('MINDBODY_STAFF_PASSWORD is empty'),
  ),
  /** The resort's IANA time zone: "today" for home modes and countdowns. */
  RESORT_TIME_ZONE: v.pipe(
    v.optional(v.string(), 'Europe/London'),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'RESORT_TIME_ZONE must be an IANA time zone such as Europe/London'),
  ),
  PRISMIC_ENDPOINT: httpUrl('PRISMIC_ENDPOINT'),
  PRISMIC_ACCESS_TOKEN: v.optional(v.string()),
  PRISMIC_WEBHOOK_SECRET: v.optional(v.string()),
  /**
   * The key the booking system's webhook on new messages sends in its `x-webhook-key` header (docs/messages.md).
   * Without it every delivery is refused and answers from the resort show at the guest's next load, not live.
   */
  DYNAMICS_WEBHOOK_KEY: v.optional(v.string()),
  MONITORING_INTAKE_URL: v.optional(v.union([v.literal(''), httpUrl('MONITORING_INTAKE_URL')])),
  MONITORING_TOKEN: v.optional(v.string()),
  /** '1' lets the browser part run on localhost (browser tests); it is off there otherwise (SPEC §9). */
  MONITORING_ON_LOCALHOST: v.optional(v.string()),
  /**
   * The key of the hash that tells a browser's service worker whose offline copies it keeps (decision 031);
   * without it one is derived from DYNAMICS_CLIENT_SECRET.
   */
  OFFLINE_COPY_KEY: v.optional(v.string()),
  /** The payment service's API (docs/payments.md): Stripe's own, or the sandbox's. */
  STRIPE_API_URL: v.optional(httpUrl('STRIPE_API_URL'), 'https://api.stripe.com'),
  /** A secret or restricted key; test mode (`sk_test_…`) on staging. */
  STRIPE_SECRET_KEY: v.pipe(
    v.string('STRIPE_SECRET_KEY is missing (set it with `wrangler secret put STRIPE_SECRET_KEY`)'),
    v.regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)'),
  ),
  /** The signing secret of the portal's webhook endpoint in Stripe. */
  STRIPE_WEBHOOK_SECRET: v.pipe(
    v.string('STRIPE_WEBHOOK_SECRET is missing (set it with `wrangler secret put STRIPE_WEBHOOK_SECRET`)'),
    v.startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must be the endpoint’s signing secret (whsec_…)'),
  ),
  /** '1' pauses every reminder (docs/reminders.md): the cron queues nothing and the queue's consumer sends nothing. */
  REMINDERS_PAUSED: v.optional(v.string()),
  /** The email provider's API (Brevo, decision 050); its key is a secret. Without the key no email is sent. */
  EMAIL_API_URL: v.optional(httpUrl('EMAIL_API_URL'), 'https://api.brevo.com'),
  EMAIL_API_KEY: v.optional(v.string()),
  /** Who reminder emails come from, 'Name <address>' on a domain verified with the provider. */
  EMAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/^[^<>]*<[^<>\s@]+@[^<>\s@]+>$/, 'EMAIL_FROM must read "Name <address@domain>"')),
  ),
  /** The key that signs reminder emails' unsubscribe links (src/features/reminders/link-token.ts). */
  REMINDER_LINK_KEY: v.optional(v.string()),
  /** Web push (RFC 8292): the VAPID public key (npm run vapid-keys), its private key (a secret) and a contact. */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{87}$/, 'VAPID_PUBLIC_KEY must be a raw P-256 key, base64url')),
  ),
  VAPID_PRIVATE_KEY: v.optional(v.string()),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL'),
    ),
  ),
})

export type Config = v.InferOutput<typeof ConfigSchema>

/** The settings as the worker's env holds them (wrangler.toml vars and secrets), before their checks and defaults. */
export type Settings = Readonly<v.InferInput<typeof ConfigSchema>>

/** Every setting's name, and whether the portal runs without it: the one list README and `.dev.vars.example` follow. */
export const settings: readonly { readonly name: string; readonly optional: boolean }[] = Object.entries(
  ConfigSchema.entries,
).map(([name, schema]) => ({ name, optional: isOptional(schema) }))

function isOptional(schema: unknown): boolean {
  const entry = schema as { type: string; pipe?: readonly { type: string }[] }
  return entry.type.startsWith('optional') || (entry.pipe?.some((step) => step.type.startsWith('optional')) ?? false)
}

/** One sentence per problem: valibot words a missing key as "Invalid key", which we name plainly. */
function problemOf(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.[0]?.key
  return issue.message.startsWith('Invalid key') && typeof key === 'string' ? `${key} is missing` : issue.message
}

/** The values set with `wrangler secret put`, never in wrangler.toml. */
export const secretNames = [
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'DYNAMICS_CLIENT_SECRET',
  'MINDBODY_API_KEY',
  'MINDBODY_STAFF_PASSWORD',
  'PRISMIC_ACCESS_TOKEN',
  'PRISMIC_WEBHOOK_SECRET',
  'DYNAMICS_WEBHOOK_KEY',
  'MONITORING_TOKEN',
  'OFFLINE_COPY_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'EMAIL_API_KEY',
  'REMINDER_LINK_KEY',
  'VAPID_PRIVATE_KEY',
] as const

/** The secrets the portal cannot run without: each environment declares them (wrangler.toml `[secrets] required`). */
export const requiredSecretNames = secretNames.filter((name) => !isOptional(ConfigSchema.entries[name]))

const VarsSchema = v.omit(ConfigSchema, secretNames)

/**
 * What is wrong with an environment's wrangler.toml vars, by the checks the worker runs at start
 * (secrets aside, which wrangler.toml never holds): one sentence per problem, none when right.
 */
export function varProblems(vars: Record<string, unknown>): string[] {
  const result = v.safeParse(VarsSchema, vars)
  const wrongSecrets = secretNames
    .filter((name) => name in vars)
    .map((name) => `${name} is a secret: set it with \`wrangler secret put ${name}\`, not in wrangler.toml`)
  return [...(result.success ? [] : result.issues.map(problemOf)), ...wrongSecrets]
}

/** What an environment's `[secrets] required` lacks of the secrets the portal cannot run without. */
export function secretDeclarationProblems(declared: readonly string[]): string[] {
  return requiredSecretNames
    .filter((name) => !declared.includes(name))
    .map((name) => `[secrets] required lacks ${name}: a deploy without it would start broken`)
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const configKeys = Object.keys(ConfigSchema.entries)
let lastChecked: { readonly values: readonly unknown[]; readonly config: Config } | undefined

/**
 * Reads and checks the configuration from the worker's env once per isolate: the runtime may
 * hand each request a new env object, so the last checked values are compared (a few string
 * comparisons) instead of checking the schema again.
 */
export function readConfig(env: object): Config {
  const source = env as Record<string, unknown>
  const last = lastChecked
  if (last && configKeys.every((key, i) => source[key] === last.values[i])) return last.config
  const result = v.safeParse(ConfigSchema, env)
  if (!result.success) {
    const problems = result.issues.map((i) => `- ${problemOf(i)}`).join('\n')
    throw new ConfigError(`The portal's configuration is incomplete:\n${problems}`)
  }
  lastChecked = { values: configKeys.map((key) => source[key]), config: result.output }
  return result.output
}
