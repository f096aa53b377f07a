// What `npm run deploy:check` asks of supabase/ (scripts/supabase-project.ts): the project's own files
// pass, and each way of breaking them is named.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSupabaseProject, supabaseProjectProblems, type SupabaseProject } from '../../scripts/supabase-project.ts'

const project = readSupabaseProject(join(import.meta.dirname, '../..'))
const withConfig = (change: (config: string) => string): SupabaseProject => ({
  ...project,
  config: change(project.config!),
})
const replaced = (from: string | RegExp, to: string) =>
  withConfig((config) => {
    const changed = config.replace(from, to)
    if (changed === config) throw new Error(`the config no longer holds ${from}`)
    return changed
  })

describe('the Supabase project check', () => {
  it('passes the project as it is', () => {
    expect(supabaseProjectProblems(project)).toEqual([])
  })

  it('fails when the access token hook is not enabled, or not there at all', () => {
    const hookOff = 'the custom access token hook is not enabled: [auth.hook.custom_access_token] enabled = true'
    expect(
      supabaseProjectProblems(replaced(/(\[auth\.hook\.custom_access_token\]\n)enabled = true/, '$1enabled = false')),
    ).toEqual([hookOff])
    expect(supabaseProjectProblems(replaced(/\[auth\.hook\.custom_access_token\][^[]*$/, ''))).toEqual([hookOff])
  })

  it('fails when the hook names a function no migration creates', () => {
    expect(supabaseProjectProblems(replaced('public/custom_access_token_hook', 'public/some_other_hook'))).toEqual([
      "the hook's function public.some_other_hook is created by no file in supabase/migrations/",
    ])
    expect(supabaseProjectProblems({ ...project, migrations: [] })).toEqual([
      "the hook's function public.custom_access_token_hook is created by no file in supabase/migrations/",
    ])
  })

  it('fails when a template it names is missing, or a section is', () => {
    const missing = {
      ...project,
      read: (path: string) => (path.endsWith('invite.html') ? undefined : project.read(path)),
    }
    expect(supabaseProjectProblems(missing)).toEqual([
      '[auth.email.template.invite] content_path names supabase/templates/invite.html, which is missing',
    ])
    expect(
      supabaseProjectProblems(replaced('[auth.email.template.magic_link]', '[auth.email.template.magic]')),
    ).toEqual(['[auth.email.template.magic_link] is missing'])
  })

  it('fails when the code email would not show the code, or a link would not reach the portal', () => {
    const read = (path: string) => project.read(path)?.replace('{{ .Token }}', '{{ .ConfirmationURL }}')
    expect(supabaseProjectProblems({ ...project, read })).toEqual([
      'supabase/templates/magic_link.html must hold {{ .Token }}',
    ])
  })

  it('fails on codes of another length, another site URL, a missing file or broken TOML', () => {
    expect(supabaseProjectProblems(replaced('otp_length = 6', 'otp_length = 8'))).toEqual([
      '[auth.email] otp_length must be 6: the sign-in code form takes six digits',
    ])
    expect(
      supabaseProjectProblems(replaced('site_url = "env(SITE_URL)"', 'site_url = "http://127.0.0.1:3000"')),
    ).toEqual(['[auth] site_url must be "env(SITE_URL)": emailed links are built on the portal\'s own origin'])
    expect(supabaseProjectProblems({ ...project, config: undefined })).toEqual(['supabase/config.toml is missing'])
    expect(supabaseProjectProblems(withConfig((config) => `${config}\n[auth\n`))[0]).toMatch(
      /^supabase\/config\.toml does not parse: /,
    )
  })
})
