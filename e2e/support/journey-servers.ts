// This worker's servers (servers.ts): asked for once, when its first journey file loads, and the same for its files
// after (isolate: false keeps this module).
import { inject } from 'vitest'
import { askPerWorker } from '../../test/support-node/per-worker.ts'
import type { JourneyServers } from './servers.ts'

export const journeyServers = await askPerWorker<JourneyServers>(inject('journeyServers'))
