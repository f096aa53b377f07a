// What the soak's load generator saw: every request and answer, and every save it asked for with
// the outcome the portal told the guest. The checks compare these with the sandbox's own logs.

export type SaveKind = 'address' | 'villa' | 'flight' | 'guest' | 'upgrade' | 'cancel'

/**
 * What the guest was told: saved (303), not saved (a page saying so), saved only in part, refused input, or
 * that it cannot be known (the upstream never answered in time; decision 035).
 */
export type SaveOutcome = 'saved' | 'failed' | 'partly' | 'refused' | 'unknown'

export interface Exchange {
  readonly session: number
  /** The page's name in the figures, e.g. 'home' or 'address (save)'. */
  readonly page: string
  readonly method: 'GET' | 'POST'
  readonly path: string
  /** 0: no answer at all. */
  readonly status: number
  /** Milliseconds since the run started (negative: signing in and warming up). */
  readonly start: number
  readonly end: number
  readonly requestId: string | undefined
  /** Why the answer is not a page or JSON of ours, if it is not. */
  readonly problem: string | undefined
  /** The reference an error page shows. */
  readonly reference: string | undefined
}

export interface SaveRecord {
  readonly kind: SaveKind
  readonly session: number
  /** What makes this save's write findable in the sandbox's log (a marker in the data, or the visit id). */
  readonly marker: string
  readonly outcome: SaveOutcome
  readonly status: number
  readonly requestId: string | undefined
  readonly start: number
  readonly end: number
}

export class Recorder {
  readonly exchanges: Exchange[] = []
  readonly saves: SaveRecord[] = []
  /** Until the run starts, times are far negative: signing in and warming up are setup, not figures. */
  private t0 = performance.now() + 1e9

  /** Starts the run's clock: what came before is setup. */
  startRun(): void {
    this.t0 = performance.now()
  }

  now(): number {
    return performance.now() - this.t0
  }
}
