// Helpers for the sandbox's contract tests: a sandbox that starts each file from the seed (so faults, settings and
// what tests wrote never leak between files), real supabase-js clients, and the control API.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, inject } from 'vitest'
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/serve.ts'
import { sandboxAnonKey } from '../../sandbox/supabase/keys.ts'
import type { OutboxMessage } from '../../sandbox/supabase/email.ts'
import { askPerWorker } from '../support-node/per-worker.ts'
import { site } from './global-setup.ts'

export { sandboxAnonKey, site }

let running: Pick<RunningSandbox, 'url'> | undefined

/**
 * This file's sandbox, from before its first test: this worker's, seeded again (global-setup.ts), or, with `options`
 * (read when it starts), one of the file's own, stopped after it, e.g. pointed at a portal of the test's own that
 * receives Stripe's webhooks.
 */
export function useSandbox(options?: () => Partial<SandboxOptions>): void {
  let own: RunningSandbox | undefined
  beforeAll(async () => {
    if (options) {
      running = own = await startSandbox({ siteUrl: site, ...options() })
      return
    }
    running = await askPerWorker<{ url: string }>(inject('contractSandbox'))
    await control('/reset', 'POST')
  })
  afterAll(async () => {
    running = undefined
    await own?.stop()
  })
}

export function sandboxUrl(): string {
  if (!running) throw new Error('useSandbox() first')
  return running.url
}

/**
 * A real supabase-js client with its own storage, so a PKCE verifier survives from
 * `resetPasswordForEmail` to `exchangeCodeForSession` as it would in a browser.
 */
export function client(flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  const store = new Map<string, string>()
  return createClient(sandboxUrl(), sandboxAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, val) => void store.set(k, val),
        removeItem: (k) => void store.delete(k),
      },
    },
  })
}

/** A raw request to the sandbox with the API key, for what the client hides (headers, status, bodies). */
export function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', sandboxAnonKey)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json')
  return fetch(`${sandboxUrl()}${path}`, { ...init, headers, redirect: 'manual' })
}

/** A JSON call to the control API; throws on a non-2xx answer. */
export async function control<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${sandboxUrl()}/__sandbox${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`)
  return (response.status === 204 ? undefined : await response.json()) as T
}

export interface Guest {
  readonly id: string
  readonly email: string
  readonly password: string
}

let counter = 0

/** A guest of the test's own (confirmed, with a password, unless told otherwise). */
export async function guest(options: { password?: string | null; confirmed?: boolean } = {}): Promise<Guest> {
  const email = `contract-${Date.now().toString(36)}-${++counter}@example.com`
  const password = options.password === undefined ? 'Sunny-Days-2026' : options.password
  const { id } = await control<{ id: string }>('/users', 'POST', {
    email,
    ...(password ? { password } : {}),
    confirmed: options.confirmed ?? true,
    profile: { first_name: 'Ada', last_name: 'Lovelace', msd_contact_id: null, mindbody_client_id: '42' },
  })
  return { id, email, password: password ?? '' }
}

export async function latestEmail(to: string): Promise<OutboxMessage> {
  return control<OutboxMessage>(`/outbox/latest?to=${encodeURIComponent(to)}`)
}

/** A signed-in client for a guest, and its session. */
export async function signedIn(g: Guest) {
  const c = client()
  const { data, error } = await c.auth.signInWithPassword({ email: g.email, password: g.password })
  if (error || !data.session) throw error ?? new Error('no session')
  return { client: c, session: data.session }
}

export function decodeJwtPart(token: string, part: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[part]!, 'base64url').toString()) as Record<string, unknown>
}
