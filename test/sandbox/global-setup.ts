// Global setup for the sandbox's contract tests: a sandbox for each of Vitest's workers, started when its first file
// asks (test/support-node/per-worker.ts), where a sandbox a file took about 0.8 core-seconds to start and a reset
// 0.15. Each file starts from the seed (useSandbox in support.ts).
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/serve.ts'
import { servePerWorker } from '../support-node/per-worker.ts'

/** The portal's origin the sandbox writes its links against. */
export const site = 'http://portal.test'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a worker asks for its sandbox (test/support-node/per-worker.ts). */
    contractSandbox: string
  }
}

export default async function setup(project: TestProject) {
  const broker = await servePerWorker(async () => {
    const sandbox = await startSandbox({ siteUrl: site })
    return { answer: { url: sandbox.url }, stop: () => sandbox.stop() }
  })
  project.provide('contractSandbox', broker.url)
  return broker.close
}
