// The sandbox's push service behind TLS, for the browser tests (issue 41): a push resource is https (RFC 8030 §2, and
// the portal's library refuses anything else), while the sandbox listens on plain http. A certificate made for this
// run (openssl, one day, for 127.0.0.1) fronts a small proxy to the sandbox; the built portal's process (built-portal.ts)
// trusts it through NODE_EXTRA_CA_CERTS. Requests and answers pass through unchanged.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PushTls {
  /** The https origin to make subscriptions under, e.g. https://127.0.0.1:43123. */
  readonly origin: string
  /** The certificate's file, for NODE_EXTRA_CA_CERTS. */
  readonly certificate: string
  stop(): Promise<void>
}

export async function startPushTls(sandboxUrl: string): Promise<PushTls> {
  const dir = mkdtempSync(join(tmpdir(), 'push-tls-'))
  const [key, certificate] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1']
  const files = ['-keyout', key, '-out', certificate]
  execFileSync('openssl', ['req', '-x509', ...curve, '-nodes', '-days', '1', ...files, ...subject], { stdio: 'ignore' })
  const target = new URL(sandboxUrl)
  const server = createServer({ key: readFileSync(key), cert: readFileSync(certificate) }, (incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `https://127.0.0.1:${port}`,
    certificate,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        rmSync(dir, { recursive: true, force: true })
      }),
  }
}
