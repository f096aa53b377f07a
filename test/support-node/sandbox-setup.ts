// Starts one sandbox for the worker tests of this Vitest and hands its URL to the
// pool (vitest provide/inject).
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    portalVars: Record<string, string>
  }
}

export default async function setup(project: TestProject) {
  const sandbox = await startSandbox({ siteUrl: 'https://portal.test' })
  project.provide('sandboxUrl', sandbox.url)
  project.provide('portalVars', portalVarsFor(sandbox.url))
  return () => sandbox.stop()
}
