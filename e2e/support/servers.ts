// Global setup for the browser tests: a sandbox and the portal under `wrangler dev` on free ports.
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/serve.ts'
import { portalVarsFor } from '../../sandbox/vars.ts'
import { freePort, startPortal } from '../../scripts/portal-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string
    e2eSandboxUrl: string
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort()
  const siteUrl = `http://localhost:${port}`
  const sandbox = await startSandbox({ siteUrl })
  const portal = await startPortal({
    port,
    vars: { SITE_URL: siteUrl, ...portalVarsFor(sandbox.url), MONITORING_ON_LOCALHOST: '1' },
  })
  project.provide('portalUrl', portal.url)
  project.provide('e2eSandboxUrl', sandbox.url)
  return async () => {
    await portal.stop()
    await sandbox.stop()
  }
}
