// This worker's servers (servers.ts): asked for once, when its first journey file loads, and the same for its files
// after (isolate: false keeps this module).
import { inject } from 'vitest'
import type { JourneyServers } from './servers.ts'

const response = await fetch(`${inject('journeyServers')}?worker=${process.env.VITEST_POOL_ID ?? '1'}`)
if (!response.ok) throw new Error(`The journeys' servers did not start:\n${await response.text()}`)

export const journeyServers = (await response.json()) as JourneyServers
