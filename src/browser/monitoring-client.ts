// The browser part of monitoring (SPEC §7, §9): loaded lazily after the page is interactive, only
// when the page carries its settings; records init, errors and actions and sends them to the
// portal, which adds the signed-in user and forwards them to the monitoring intake. Never sends
// what was typed into a form.
import { monitoringRunsOn, sampled, type BrowserMonitoringConfig } from '../domain/monitoring-settings.ts'

type Event = { readonly type: 'init' | 'error' | 'action'; readonly [key: string]: unknown }

function session(config: BrowserMonitoringConfig): { id: string; recorded: boolean; replay: boolean } {
  const key = 'gp-monitoring-session'
  try {
    const saved = sessionStorage.getItem(key)
    if (saved) return JSON.parse(saved)
  } catch {
    // storage blocked: a session per page
  }
  const fresh = {
    id: crypto.randomUUID(),
    recorded: sampled(config.sessionSampleRate, Math.random()),
    replay: sampled(config.replaySampleRate, Math.random()),
  }
  try {
    sessionStorage.setItem(key, JSON.stringify(fresh))
  } catch {
    // as above
  }
  return fresh
}

const label = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)

export function startMonitoring(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="gp-monitoring"]')
  if (!meta) return
  const config = JSON.parse(meta.content) as BrowserMonitoringConfig
  if (!monitoringRunsOn(location.hostname, config)) return
  const current = session(config)
  if (!current.recorded) return
  const send = (event: Event) => {
    const body = JSON.stringify({
      ...event,
      session: current.id,
      path: location.pathname,
      lang: document.documentElement.lang,
      version: config.version,
      at: new Date().toISOString(),
    })
    void fetch('/api/monitoring/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined)
  }
  send({
    type: 'init',
    site: config.site,
    sessionSampleRate: config.sessionSampleRate,
    replaySampleRate: config.replaySampleRate,
    replay: current.replay,
  })
  addEventListener('error', (e) =>
    send({
      type: 'error',
      name: e.error?.name ?? 'Error',
      message: String(e.message).slice(0, 500),
      file: e.filename?.split('?')[0],
    }),
  )
  addEventListener('unhandledrejection', (e: PromiseRejectionEvent) =>
    send({ type: 'error', name: 'UnhandledRejection', message: String(e.reason?.message ?? e.reason).slice(0, 500) }),
  )
  document.addEventListener(
    'click',
    (e) => {
      const target = (e.target as Element | null)?.closest('a, button')
      if (target) send({ type: 'action', action: 'click', name: label(target) })
    },
    { capture: true },
  )
  document.addEventListener(
    'submit',
    (e) => {
      const form = e.target as HTMLFormElement
      send({ type: 'action', action: 'submit', name: new URL(form.action, location.href).pathname })
    },
    { capture: true },
  )
}
