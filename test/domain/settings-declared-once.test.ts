import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { secretNames, settings } from '../../src/integrations/config.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'

// The config schema is the one list of settings (issue 39); `Bindings` takes its settings from it by type. README's
// table, `.dev.vars.example`, the sandbox's vars and wrangler.toml are written by hand, so they are held to it here.
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
const names = settings.map((setting) => setting.name)
const secret = (name: string) => (secretNames as readonly string[]).includes(name)

/** README's configuration table: each row's name and kind ("var", "secret, optional", "binding", …). */
function readmeRows(): Map<string, string> {
  const table = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? ''
  const rows = [...table.matchAll(/^\|\s*`([A-Z0-9_*]+)`\s*\|\s*([^|]+?)\s*\|/gm)]
  return new Map(rows.map(([, name, kind]) => [name!, kind!]))
}

describe('each setting is declared once, in the config schema', () => {
  it("has a row in README's configuration table, of its kind: var or secret, optional or not", () => {
    const rows = readmeRows()
    for (const { name, optional } of settings) {
      const kind = `${secret(name) ? 'secret' : 'var'}${optional ? ', optional' : ''}`
      expect(rows.get(name), name).toBe(kind)
    }
    const others = [...rows].filter(([name]) => !names.includes(name))
    for (const [name, kind] of others) expect(kind, `${name}: not a setting, so a binding`).toMatch(/^bindings?$/)
  })

  it('is in .dev.vars.example, set or shown commented out, and nothing else is', () => {
    const lines = read('.dev.vars.example').split('\n')
    const set = lines.flatMap((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1] ?? [])
    const shown = lines.flatMap((line) => /^# ([A-Z0-9_]+)=/.exec(line)?.[1] ?? [])
    expect([...set, ...shown].filter((name) => !names.includes(name))).toEqual([])
    for (const { name, optional } of settings) {
      expect(set.includes(name) || (optional && shown.includes(name)), name).toBe(true)
    }
  })

  it("names only settings in the sandbox's vars and in wrangler.toml's vars, and no secret in wrangler.toml", () => {
    expect(Object.keys(portalVarsFor('http://sandbox.test')).filter((name) => !names.includes(name))).toEqual([])
    const toml = parse(read('wrangler.toml')) as { vars?: object; env?: Record<string, { vars?: object }> }
    const environments = [toml.vars ?? {}, ...Object.values(toml.env ?? {}).map((env) => env.vars ?? {})]
    for (const vars of environments) {
      expect(Object.keys(vars).filter((name) => !names.includes(name) || secret(name))).toEqual([])
    }
  })
})
