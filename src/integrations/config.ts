import * as v from 'valibot'

const httpUrl = (name: string) =>
  v.pipe(v.string(`${name} is missing`), v.url(`${name} must be a URL`), v.regex(/^https?:\/\//, `${name} must be an http(s) URL`))

/**
 * The portal's configuration: wrangler.toml vars plus secrets (README "Configuration").
 * Checked once per environment; a problem names every missing or malformed variable.
 */
const ConfigSchema = v.object({
  SITE_URL: httpUrl('SITE_URL'),
  MARKETING_SITE_URL: httpUrl('MARKETING_SITE_URL'),
  SUPABASE_URL: httpUrl('SUPABASE_URL'),
  SUPABASE_ANON_KEY: v.pipe(v.string('SUPABASE_ANON_KEY is missing (set it with `wrangler secret put SUPABASE_ANON_KEY`)'), v.nonEmpty('SUPABASE_ANON_KEY is empty')),
  MONITORING_INTAKE_URL: v.optional(v.union([v.literal(''), httpUrl('MONITORING_INTAKE_URL')])),
  MONITORING_TOKEN: v.optional(v.string()),
})

export type Config = v.InferOutput<typeof ConfigSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const checked = new WeakMap<object, Config>()

/** Reads and checks the configuration from the worker's env, caching the result per env object. */
export function readConfig(env: object): Config {
  const cached = checked.get(env)
  if (cached) return cached
  const result = v.safeParse(ConfigSchema, env)
  if (!result.success) {
    const problems = result.issues.map((i) => `- ${i.message}`).join('\n')
    throw new ConfigError(`The portal's configuration is incomplete:\n${problems}`)
  }
  checked.set(env, result.output)
  return result.output
}
