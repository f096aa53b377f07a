// npm run deploy:check: for each wrangler.toml environment, checks its vars with the checks the
// worker runs at start (src/integrations/config.ts), that it has its own KV namespaces, rate limits
// (as src/domain/limits.ts says), routes and version metadata, the secrets it requires (src/integrations/config.ts),
// the cron triggers its jobs need (src/jobs/schedule.ts), the queues its consumers need (src/jobs/queues.ts), its
// Durable Objects and their migrations (scripts/durable-objects.ts), and dry-runs `wrangler deploy` for it;
// and that the Supabase project as code (supabase/) enables the access token hook and has every email
// template it names (scripts/supabase-project.ts). Exits 1 on any problem.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { varProblems, secretNames, secretDeclarationProblems } from '../src/integrations/config.ts'
import { cronDeclarationProblems } from '../src/jobs/schedule.ts'
import { queueDeclarationProblems } from '../src/jobs/queues.ts'
import { limitDeclarationProblems } from '../src/domain/limits.ts'
import { durableObjectDeclarationProblems } from './durable-objects.ts'
import { readSupabaseProject, supabaseProjectProblems } from './supabase-project.ts'

const root = join(import.meta.dirname, '..')
const environments = process.argv.slice(2).length ? process.argv.slice(2) : ['staging', 'production']
const neededKv = ['CONTENT_CACHE', 'SIGN_IN_CODES']
const quiet = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

execFileSync(process.execPath, [join(root, 'build.ts')], { stdio: 'inherit' })
let failed = false
const supabaseProblems = supabaseProjectProblems(readSupabaseProject(root))
if (supabaseProblems.length) {
  failed = true
  console.error(`✗ supabase/ (config push, db push):\n${supabaseProblems.map((p) => `  - ${p}`).join('\n')}`)
} else {
  console.log('✓ supabase/: the access token hook is enabled and every email template it names is there.')
}
// Both environments at once: a dry run is a bundle on one core, about 5 s each.
const checked = environments.map(async (env) => {
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml'), env })
  const problems = varProblems(config.vars as Record<string, unknown>)
  const kv = new Set(config.kv_namespaces.map((ns: { binding: string }) => ns.binding))
  for (const binding of neededKv) if (!kv.has(binding)) problems.push(`KV namespace ${binding} is missing`)
  problems.push(...limitDeclarationProblems(config.ratelimits ?? []))
  if (!config.routes?.length) problems.push('no routes: where would the portal answer?')
  problems.push(...secretDeclarationProblems((config as { secrets?: { required?: string[] } }).secrets?.required ?? []))
  problems.push(...cronDeclarationProblems(config.triggers?.crons ?? []))
  problems.push(...durableObjectDeclarationProblems(config.durable_objects?.bindings ?? [], config.migrations ?? []))
  problems.push(...queueDeclarationProblems(config.queues))
  if (!config.version_metadata)
    problems.push('[version_metadata] is missing: monitoring reports would not say which deploy produced them')
  if (problems.length) {
    failed = true
    console.error(`✗ ${env} (${config.name}):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    return
  }
  const dryRun = spawn(
    process.execPath,
    [
      join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      '--env',
      env,
      '--outdir',
      join(root, 'dist', `deploy-${env}`),
    ],
    {
      cwd: root,
      env: quiet,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const [code] = await once(dryRun, 'close')
  if (code !== 0) {
    failed = true
    console.error(`✗ ${env} (${config.name}): the deploy dry run failed (exit ${code}), as said above`)
    return
  }
  console.log(
    `✓ ${env} (${config.name}): vars pass the worker's checks; deploy dry run built. Secrets to set with \`wrangler secret put --env ${env}\`: ${secretNames.join(', ')} (the optional ones where used).`,
  )
})
await Promise.all(checked)
process.exit(failed ? 1 : 0)
