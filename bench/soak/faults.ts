// The soak's fault schedule: each upstream in turn through the sandbox's fault kinds (sandbox/faults.ts),
// each fault in force for part of its phase and then cleared, so the rest of the phase is healthy.

export type Upstream = 'supabase' | 'dynamics' | 'prismic' | 'mindbody'
export type FaultKind = '500' | '503' | '429' | 'timeout' | 'slow' | 'malformed'

export const upstreams: readonly Upstream[] = ['supabase', 'dynamics', 'prismic', 'mindbody']
export const faultKinds: readonly FaultKind[] = ['500', '503', '429', 'timeout', 'slow', 'malformed']

/** Where each upstream lives on the sandbox (the monitoring intake is never faulted: it is the witness). */
const paths: Record<Upstream, readonly string[]> = {
  supabase: ['/auth/v1', '/rest/v1'],
  dynamics: ['/dynamics', '/identity'],
  prismic: ['/prismic'],
  mindbody: ['/mindbody'],
}

/** The sandbox's fault for each kind. A timeout outlasts the portal's 8 s per attempt; slow stays under it. */
const specs: Record<FaultKind, Record<string, unknown>> = {
  '500': { status: 500 },
  '503': { status: 503 },
  '429': { status: 429, retryAfter: 1 },
  timeout: { delayMs: 9000 },
  slow: { delayMs: 1500 },
  malformed: { status: 200, malformed: true },
}

export interface FaultPhase {
  readonly upstream: Upstream
  readonly kind: FaultKind
  /** Milliseconds from the start of the run: the fault is in force from `on` until `off`. */
  readonly on: number
  readonly off: number
}

/**
 * `full`: every kind for every upstream (kind by kind, upstream by upstream). `short`: one fault per upstream.
 * The run's time is split evenly; each fault holds for 60 % of its phase.
 */
export function faultPlan(plan: 'full' | 'short', seconds: number): FaultPhase[] {
  const pairs =
    plan === 'full'
      ? faultKinds.flatMap((kind) => upstreams.map((upstream) => ({ upstream, kind })))
      : [
          { upstream: 'supabase' as const, kind: '503' as const },
          { upstream: 'dynamics' as const, kind: '500' as const },
          { upstream: 'prismic' as const, kind: '429' as const },
          { upstream: 'mindbody' as const, kind: 'malformed' as const },
        ]
  const phase = (seconds * 1000) / pairs.length
  return pairs.map((pair, i) => ({ ...pair, on: i * phase, off: i * phase + phase * 0.6 }))
}

/** Runs the plan against the sandbox on the run's clock; also books cancelled visits again at each phase. */
export async function driveFaults(
  sandboxUrl: string,
  plan: readonly FaultPhase[],
  now: () => number,
  until: () => boolean,
): Promise<void> {
  // Each answer read to its end (an unread one can cost the connection), and a dropped connection tried again.
  const control = async (path: string, init: RequestInit = {}) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${sandboxUrl}/__sandbox${path}`, init)
        await response.text()
        if (response.ok) return
        throw new Error(`sandbox ${path}: ${response.status}`)
      } catch (error) {
        if (attempt === 3) throw error
      }
    }
  }
  const waitUntil = async (at: number) => {
    while (now() < at && !until()) await new Promise((r) => setTimeout(r, Math.max(1, Math.min(50, at - now()))))
  }
  for (const phase of plan) {
    await waitUntil(phase.on)
    if (until()) break
    await control('/mindbody/rebook', { method: 'POST' })
    for (const path of paths[phase.upstream])
      await control('/faults', { method: 'POST', body: JSON.stringify({ path, ...specs[phase.kind] }) })
    await waitUntil(phase.off)
    await control('/faults', { method: 'DELETE' })
  }
  await control('/faults', { method: 'DELETE' })
}
