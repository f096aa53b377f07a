import type { CodeRecord } from '../domain/sign-in-code-record.ts'
import { codeRules } from '../domain/sign-in-code-record.ts'

/**
 * Where the portal keeps its own record of sign-in codes (decision 028): Workers KV, keyed by a
 * hash of the address (no address is stored), kept as long as a code lives.
 */
export function codeRecords(kv: KVNamespace) {
  const keyOf = async (email: string) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()))
    return `code:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  }
  return {
    async get(email: string): Promise<CodeRecord | undefined> {
      return (await kv.get<CodeRecord>(await keyOf(email), 'json')) ?? undefined
    },
    async put(email: string, record: CodeRecord): Promise<void> {
      const left = Math.ceil((record.requestedAt + codeRules.lifetimeMs - Date.now()) / 1000)
      await kv.put(await keyOf(email), JSON.stringify(record), { expirationTtl: Math.max(60, left) })
    },
    async remove(email: string): Promise<void> {
      await kv.delete(await keyOf(email))
    },
  }
}
