// Setup for every worker test file: it starts with the rate limits' counters empty, as after a quiet minute.
// Many files in a row sign the same demo guests in, more often together than the per-email limit allows a
// guest in one minute (decision 034); the limits themselves are the production ones. `reset()` empties
// every binding, so Workers KV (content cache, sign-in codes) starts empty too. No sandbox fault is left from an
// earlier file either: one whose clearing failed made every file after it fail too.
import { reset } from 'cloudflare:test'
import { beforeAll } from 'vitest'
import { clearFaults } from './support.ts'

beforeAll(async () => {
  await reset()
  await clearFaults()
})
