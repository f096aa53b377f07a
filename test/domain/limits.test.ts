import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import {
  clientAddressKey,
  emailKey,
  limitDeclarationProblems,
  limitedActions,
  limits,
  type DeclaredLimit,
} from '../../src/domain/limits.ts'
import { textsFor } from '../../src/i18n/texts.ts'

const english = textsFor('en-GB')

const declared = (): DeclaredLimit[] =>
  Object.values(limits).map((row, i) => ({
    name: row.binding,
    namespace_id: String(1001 + i),
    simple: { limit: row.limit, period: row.period },
  }))

describe('the limits table', () => {
  it('has windows the binding offers, sentences that end a thought, and every action on known rows', () => {
    for (const row of Object.values(limits)) {
      expect([10, 60]).toContain(row.period)
      expect(row.limit).toBeGreaterThan(0)
      expect(english[row.message]()).toMatch(/\.$/)
      expect(row.binding).toMatch(/^LIMIT_[A-Z_]+$/)
    }
    for (const rows of Object.values(limitedActions)) for (const name of rows) expect(limits).toHaveProperty(name)
  })

  it('words an email limit without saying whether the address has an account', () => {
    for (const row of Object.values(limits).filter((r) => r.key === 'email'))
      expect(english[row.message]()).not.toMatch(/\b(your account|we('|’)ve sent|sent you|no account)\b/i)
  })
})

describe('client address keys', () => {
  it('counts an IPv4 address as itself, mapped or not', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('ip4:203.0.113.7')
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('ip4:203.0.113.7')
  })

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('ip6:2001:db8:1:2')
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff::1')).toBe('ip6:2001:db8:1:2')
    expect(clientAddressKey('2001:db8::1')).toBe('ip6:2001:db8:0:0')
    expect(clientAddressKey('::1')).toBe('ip6:0:0:0:0')
  })

  it('puts requests without an address together', () => {
    expect(clientAddressKey(undefined)).toBe('ip:unknown')
    expect(clientAddressKey(' ')).toBe('ip:unknown')
  })

  it('counts an email address whatever its case or spaces', () => {
    expect(emailKey('  Olivia@Example.COM ')).toBe('olivia@example.com')
  })
})

describe('declared limits', () => {
  it('finds nothing wrong when wrangler.toml says what the table says', () => {
    expect(limitDeclarationProblems(declared())).toEqual([])
  })

  it('names a missing binding, different numbers and a shared namespace', () => {
    const [first, second, ...rest] = declared()
    expect(limitDeclarationProblems(rest)).toEqual([
      'rate limit LIMIT_SIGN_IN_PER_IP is missing (30 per 60 s)',
      'rate limit LIMIT_SIGN_IN_PER_EMAIL is missing (10 per 60 s)',
    ])
    expect(limitDeclarationProblems([{ ...first!, simple: { limit: 300, period: 10 } }, second!, ...rest])).toEqual([
      'rate limit LIMIT_SIGN_IN_PER_IP is 300 per 10 s; src/domain/limits.ts says 30 per 60 s',
    ])
    expect(limitDeclarationProblems([first!, { ...second!, namespace_id: first!.namespace_id }, ...rest])).toEqual([
      'rate limit namespace_id 1001 is used by more than one binding: they would share counters',
    ])
  })

  it('are what wrangler.toml declares, at the top and in each environment, each environment with its own namespaces', () => {
    const config = join(import.meta.dirname, '../../wrangler.toml')
    const namespaces = new Set<string>()
    for (const env of [undefined, 'staging', 'production']) {
      const { ratelimits } = unstable_readConfig({ config, env })
      expect(limitDeclarationProblems(ratelimits), env ?? 'top level').toEqual([])
      for (const { namespace_id } of ratelimits) namespaces.add(namespace_id)
    }
    expect(namespaces.size).toBe(3 * Object.keys(limits).length)
  })
})
