// The soak's figures per page: requests, requests per second, and p50/p99 of the time to the end of the
// answer, over every request and over those that ran while no fault was in force ("healthy").
import type { Exchange } from './records.ts'
import type { FaultPhase } from './faults.ts'

export interface PageFigures {
  readonly page: string
  readonly requests: number
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly healthy: { readonly requests: number; readonly p50: number; readonly p99: number }
}

/** The q-quantile (0…1) by the nearest-rank method; NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** A request none of whose time overlapped a fault. */
export const healthy = (e: Exchange, plan: readonly FaultPhase[]) => plan.every((p) => e.end < p.on || e.start > p.off)

export function pageFigures(exchanges: readonly Exchange[], plan: readonly FaultPhase[], seconds: number) {
  const inRun = exchanges.filter((e) => e.start >= 0)
  const pages = [...new Set(inRun.map((e) => e.page))].sort()
  return pages.map((page): PageFigures => {
    const all = inRun.filter((e) => e.page === page)
    const ok = all.filter((e) => healthy(e, plan))
    const times = (list: readonly Exchange[]) => list.map((e) => e.end - e.start)
    return {
      page,
      requests: all.length,
      perSecond: all.length / seconds,
      p50: quantile(times(all), 0.5),
      p99: quantile(times(all), 0.99),
      healthy: { requests: ok.length, p50: quantile(times(ok), 0.5), p99: quantile(times(ok), 0.99) },
    }
  })
}
