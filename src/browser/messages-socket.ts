// The messages page's WebSocket (issue 42): open while the page is, reconnecting after a drop with a growing pause
// (1 s, 2 s, 4 s … at most 30 s), with a heartbeat that keeps proxies from closing an idle socket.

/** A message as the server renders it for the page (features/messages/rendered.ts). */
export interface Rendered {
  readonly id: string
  readonly sentAt: string
  readonly html: string
  readonly announce: string
  readonly own: boolean
}

interface Listeners {
  /** New messages the server announced. */
  readonly messages: (messages: Rendered[]) => void
  /** Connected again after a drop: what came meanwhile must be read. */
  readonly reopened: () => void
}

/** Connects to `path` on this host and keeps connected. */
export function connectLive(path: string, on: Listeners): void {
  let failures = 0
  let opened = false
  const connect = () => {
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`)
    let beat: ReturnType<typeof setInterval> | undefined
    socket.addEventListener('open', () => {
      if (opened) on.reopened()
      opened = true
      failures = 0
      // Answered by the Durable Object's runtime without waking it.
      beat = setInterval(() => socket.send('ping'), 30_000)
    })
    socket.addEventListener('message', (event) => {
      if (event.data === 'pong') return
      const notice = JSON.parse(String(event.data)) as { type: string; messages: Rendered[] }
      if (notice.type === 'messages') on.messages(notice.messages)
    })
    socket.addEventListener('close', () => {
      clearInterval(beat)
      setTimeout(connect, Math.min(30_000, 1000 * 2 ** failures++))
    })
  }
  connect()
}
