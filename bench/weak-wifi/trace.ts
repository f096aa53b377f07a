// BENCH_TRACE=1: whose main thread worked during a load. Chromium's trace of the load, summed per process: the tasks
// run on each main thread (browser and renderers), each renderer named by the first address it requested. It is how
// the address bar's popups were found working beside every page (chromium.ts): a renderer no guest's phone runs.
import type { Browser, Page } from 'playwright-core'

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly dur?: number
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } }
}

/** Runs `load` under Chromium's tracing and answers one line per main thread that worked: its task time and name. */
export async function mainThreadsDuring(browser: Browser, page: Page, load: () => Promise<unknown>): Promise<string> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  await load()
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const threadNames = new Map<string, string>()
  const firstUrl = new Map<number, string>()
  const busy = new Map<string, number>()
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`
    if (event.name === 'thread_name' && event.args?.name) threadNames.set(thread, event.args.name)
    const url = event.args?.data?.url
    if (event.name === 'ResourceSendRequest' && url && !firstUrl.has(event.pid)) firstUrl.set(event.pid, url)
    if (event.name === 'RunTask' && event.ph === 'X') busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0))
  }
  return [...busy]
    .filter(([thread]) => /^Cr(Browser|Renderer)Main$/.test(threadNames.get(thread) ?? ''))
    .sort((a, b) => b[1] - a[1])
    .map(([thread, micros]) => {
      const pid = Number(thread.split(':')[0])
      const what = threadNames.get(thread) === 'CrBrowserMain' ? 'the browser' : (firstUrl.get(pid) ?? 'no request')
      return `  ${`${Math.round(micros / 1000)} ms`.padStart(8)} main thread: ${what}`
    })
    .join('\n')
}
