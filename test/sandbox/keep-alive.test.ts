// The Node projects' fetch closes an idle connection after 1 s (test/support-node/short-keep-alive.ts), well before
// workerd closes one (5 s idle): a request never goes out on a connection the server is closing.
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let server: Server
const sockets: Socket[] = []
beforeAll(async () => {
  server = createServer((_, response) => response.end('ok'))
  server.keepAliveTimeout = 60_000 // the server keeps it: only the client can close it here
  server.on('connection', (socket) => sockets.push(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the Node projects' fetch", () => {
  it('closes a connection idle for a second, and opens a new one for the next request', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    expect(await (await fetch(url)).text()).toBe('ok')
    const opened = sockets.length
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true) // kept alive after its answer
    await new Promise((resolve) => setTimeout(resolve, 1_800))
    expect(sockets.every((socket) => socket.destroyed || socket.readableEnded)).toBe(true)
    expect(await (await fetch(url)).text()).toBe('ok')
    expect(sockets.length).toBeGreaterThan(opened)
  })
})
