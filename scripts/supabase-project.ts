// What `npm run deploy:check` asks of the Supabase project as code (supabase/, decision 039): that
// `supabase config push` would enable the custom access token hook on a function a migration creates,
// keep six-digit codes and the portal's site URL, and find every email template it names.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { parse } from 'smol-toml'

export interface SupabaseProject {
  /** The text of supabase/config.toml, or undefined when there is none. */
  readonly config: string | undefined
  /** A file's text by its path from the repository's root (as config.toml's content_path gives it), or undefined. */
  readonly read: (path: string) => string | undefined
  /** The text of each file in supabase/migrations/. */
  readonly migrations: readonly string[]
}

/** The templates the portal's emails need (the CLI's names): sign-up confirmation, password links, codes, invitations. */
export const neededTemplates = ['confirmation', 'recovery', 'magic_link', 'invite'] as const

/** What each template must hold for the portal's pages to take its link or code (README, "Supabase"). */
const templateMustHold: Partial<Record<(typeof neededTemplates)[number], string>> = {
  confirmation: '{{ .SiteURL }}/account/verify-email?token_hash={{ .TokenHash }}&type=signup',
  magic_link: '{{ .Token }}',
  invite: '{{ .SiteURL }}/account/accept-invitation?token_hash={{ .TokenHash }}&type=invite',
}

type Table = Record<string, unknown>
const table = (value: unknown): Table | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : undefined

/**
 * Every problem with the project's Supabase configuration, in words an operator can act on; empty when
 * none. Pure: `readSupabaseProject` gives it the files.
 *
 * @example
 * supabaseProjectProblems(readSupabaseProject(root)) // [] or ['the custom access token hook is not enabled …']
 */
export function supabaseProjectProblems(project: SupabaseProject): string[] {
  if (project.config === undefined) return ['supabase/config.toml is missing']
  let config: Table
  try {
    config = parse(project.config)
  } catch (error) {
    return [`supabase/config.toml does not parse: ${(error as Error).message.split('\n')[0]}`]
  }
  const problems: string[] = []
  const auth = table(config.auth) ?? {}
  const hook = table(table(auth.hook)?.custom_access_token)
  if (hook?.enabled !== true) {
    problems.push('the custom access token hook is not enabled: [auth.hook.custom_access_token] enabled = true')
  } else {
    const name = /^pg-functions:\/\/postgres\/public\/(\w+)$/.exec(String(hook.uri ?? ''))?.[1]
    const created = (fn: string) => new RegExp(`create\\s+(or\\s+replace\\s+)?function\\s+public\\.${fn}\\s*\\(`, 'i')
    if (!name) problems.push('[auth.hook.custom_access_token] uri must be pg-functions://postgres/public/<function>')
    else if (!project.migrations.some((sql) => created(name).test(sql)))
      problems.push(`the hook's function public.${name} is created by no file in supabase/migrations/`)
  }
  if (auth.site_url !== 'env(SITE_URL)')
    problems.push('[auth] site_url must be "env(SITE_URL)": emailed links are built on the portal\'s own origin')
  const email = table(auth.email) ?? {}
  if (email.otp_length !== 6) problems.push('[auth.email] otp_length must be 6: the sign-in code form takes six digits')
  const templates = table(email.template) ?? {}
  for (const name of neededTemplates) {
    const template = table(templates[name])
    if (!template) {
      problems.push(`[auth.email.template.${name}] is missing`)
      continue
    }
    if (typeof template.subject !== 'string' || !template.subject.trim())
      problems.push(`[auth.email.template.${name}] has no subject`)
    if (typeof template.content_path !== 'string') {
      problems.push(`[auth.email.template.${name}] has no content_path`)
      continue
    }
    const path = posix.normalize(template.content_path)
    const content = project.read(path)
    if (content === undefined)
      problems.push(`[auth.email.template.${name}] content_path names ${path}, which is missing`)
    else if (templateMustHold[name] && !inEveryLanguage(content, templateMustHold[name]))
      problems.push(`${path} must hold ${templateMustHold[name]}`)
  }
  return problems
}

/** Whether every language's document in a template (one `<html` each, issue 29) holds `needed`. */
function inEveryLanguage(content: string, needed: string): boolean {
  const documents = content.split('<html').slice(1)
  return documents.length > 0 && documents.every((document) => document.includes(needed))
}

/** The project's Supabase files as they are on disk under `root`. */
export function readSupabaseProject(root: string): SupabaseProject {
  const read = (path: string) => {
    const file = join(root, path)
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }
  const migrationsDir = join(root, 'supabase/migrations')
  const migrations = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((name) => name.endsWith('.sql'))
        .sort()
        .map((name) => readFileSync(join(migrationsDir, name), 'utf8'))
    : []
  return { config: read('supabase/config.toml'), read, migrations }
}
