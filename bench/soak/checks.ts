// The soak's checks: what the load generator saw against what the sandbox logged (writes) and what
// the monitoring intake received (error reports).
import type { Exchange, SaveKind, SaveOutcome, SaveRecord } from './records.ts'

export interface DynamicsWrite {
  readonly seq: number
  readonly method: string
  readonly entity_set: string
  readonly id: string
  readonly body: Record<string, unknown>
}

export interface VisitWrite {
  readonly seq: number
  readonly path: string
  readonly visit_id: number | null
}

/** Each save's writes, found by its marker: the leg writes of a flight, the one PATCH of the others. */
function markedWrites(save: SaveRecord, writes: readonly DynamicsWrite[]): DynamicsWrite[] {
  const m = save.marker
  switch (save.kind) {
    case 'address':
      return writes.filter((w) => w.entity_set === 'accounts' && String(w.body.address1_line1).startsWith(`${m} `))
    case 'guest':
      return writes.filter(
        (w) => w.entity_set === 'adr_bookingguests' && String(w.body.adr_guestname).endsWith(` ${m}`),
      )
    case 'flight':
      // A leg write names its direction; an undo (setting a leg back) does not.
      return writes.filter(
        (w) =>
          w.entity_set === 'adr_travels' &&
          'adr_direction' in w.body &&
          (w.body.adr_flightnumber === `SA${m}` || w.body.adr_flightnumber === `SD${m}`),
      )
    default:
      return []
  }
}

/** A leg write undone later: its record deleted (it was created) or set back (it was patched). */
function undone(leg: DynamicsWrite, writes: readonly DynamicsWrite[]): boolean {
  return writes.some(
    (w) =>
      w.seq > leg.seq &&
      w.entity_set === leg.entity_set &&
      w.id === leg.id &&
      (w.method === 'DELETE' || !('adr_direction' in w.body)),
  )
}

/**
 * Every save the generator saw succeed is in the log exactly once; every one it saw fail is absent or
 * undone; no write is there twice. Villa set-ups, upgrade requests and wellness cancellations carry no
 * free text, so their writes are counted against the successes instead.
 */
export function writeProblems(
  saves: readonly SaveRecord[],
  dynamics: readonly DynamicsWrite[],
  visits: readonly VisitWrite[],
): string[] {
  const problems: string[] = []
  for (const save of saves.filter((s) => ['address', 'guest', 'flight'].includes(s.kind))) {
    const found = markedWrites(save, dynamics)
    const what = `${save.kind} ${save.marker} (${save.outcome}, ${save.status}, request ${save.requestId})`
    const expected = save.kind === 'flight' ? 2 : 1
    if (save.outcome === 'saved' && found.length !== expected)
      problems.push(`${what}: ${found.length} writes in the log, ${expected} expected`)
    if (save.outcome === 'unknown' && found.length > expected)
      problems.push(`${what}: ${found.length} writes in the log, at most ${expected} expected`)
    if (save.kind === 'flight' && new Set(found.map((w) => w.body.adr_flightnumber)).size !== found.length)
      problems.push(`${what}: a leg written twice`)
    if (save.outcome === 'failed' || save.outcome === 'refused') {
      const left = found.filter((w) => !undone(w, dynamics))
      if (left.length) problems.push(`${what}: the guest was told it failed, but ${left.length} write(s) remain`)
    }
  }
  const told = (kind: SaveKind, outcome: SaveOutcome) =>
    saves.filter((s) => s.kind === kind && s.outcome === outcome).length
  const counted = [
    ['villa', dynamics.filter((w) => w.entity_set === 'adr_accountses' && 'new_roomconfigurations' in w.body).length],
    ['upgrade', dynamics.filter((w) => w.entity_set === 'cm_guesthubenquiries' && w.method === 'POST').length],
    ['cancel', visits.filter((w) => w.path !== 'REBOOK').length],
  ] as const
  // A save nobody heard back about may have landed or not.
  for (const [kind, writes] of counted) {
    const [saved, unknown] = [told(kind, 'saved'), told(kind, 'unknown')]
    if (writes < saved || writes > saved + unknown)
      problems.push(`${kind}: ${saved} saves seen to succeed (${unknown} unknown), ${writes} writes in the log`)
  }
  // A visit cancelled twice without being booked again between.
  const open = new Set<number>()
  for (const w of visits) {
    if (w.path === 'REBOOK') open.clear()
    else if (open.has(w.visit_id!)) problems.push(`visit ${w.visit_id} cancelled twice (write ${w.seq})`)
    else open.add(w.visit_id!)
  }
  return problems
}

/** Answers that are not a page or JSON of ours. */
export const bareAnswers = (exchanges: readonly Exchange[]) =>
  exchanges.filter((e) => e.problem).map((e) => `${e.method} ${e.path} → ${e.problem} (session ${e.session})`)

/**
 * Server errors the monitoring intake never received: every 5xx answer is reported under its request id,
 * and an error page's reference is that id.
 */
export function unreportedErrors(exchanges: readonly Exchange[], reported: ReadonlySet<string>): string[] {
  const problems: string[] = []
  for (const e of exchanges.filter((x) => x.status >= 500)) {
    const id = e.reference ?? e.requestId
    if (e.reference && e.requestId && e.reference !== e.requestId)
      problems.push(`${e.method} ${e.path} ${e.status}: reference ${e.reference} is not its request id ${e.requestId}`)
    else if (!id || !reported.has(id))
      problems.push(`${e.method} ${e.path} ${e.status}: request ${id ?? '(no id)'} never reached the intake`)
  }
  return problems
}
