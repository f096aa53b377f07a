// `npm start`: builds the islands, starts the sandbox with its demo data and the portal on
// top of it, and prints where to open it with the demo sign-ins. Ctrl+C stops both.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { startSandbox } from '../sandbox/serve.ts'
import { portalVarsFor } from '../sandbox/vars.ts'
import { demoUsers } from '../sandbox/seed/demo-users.ts'
import { startPortal } from './portal-server.ts'

const root = join(import.meta.dirname, '..')
const portalPort = Number(process.env.PORT ?? 8787)
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 54321)
const siteUrl = `http://localhost:${portalPort}`

execFileSync(process.execPath, [join(root, 'build.ts')], { stdio: 'inherit' })
if (!existsSync(join(root, '.dev.vars'))) copyFileSync(join(root, '.dev.vars.example'), join(root, '.dev.vars'))

const sandbox = await startSandbox({ port: sandboxPort, siteUrl })
const portal = await startPortal({
  port: portalPort,
  vars: { SITE_URL: siteUrl, ...portalVarsFor(sandbox.url) },
})

const rows = demoUsers.map(
  (u) => `  ${u.email.padEnd(28)} ${(u.password ?? '(no password yet)').padEnd(18)} ${u.story}`,
)
console.log(`
Guest portal running on the sandbox's demo data.

  Open:     ${portal.url}/account/login
  Sandbox:  ${sandbox.url}  (emails it would send: ${sandbox.url}/__sandbox/outbox)

Demo sign-ins:
${rows.join('\n')}

Press Ctrl+C to stop.
`)

const stop = async () => {
  await Promise.allSettled([portal.stop(), sandbox.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
