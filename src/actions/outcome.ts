// What a named action answers, and the one way a write's failure is reported and worded.
import type { Scope } from '../scope/scope.ts'
import { saveFailure, type FormStatus, type SaveSubject } from '../http/save-failure.ts'

/** An action done, or why not in words for the form that stays on screen, with the status its page answers. */
export type ActionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly status: Exclude<FormStatus, 200> }

export const done: ActionOutcome = { ok: true }

/** An action not done, and why. */
export type NotDone = Extract<ActionOutcome, { readonly ok: false }>

/** Refused before anything was written. */
export const refused = (message: string, status: Exclude<FormStatus, 200>): NotDone => ({
  ok: false,
  message,
  status,
})

/**
 * Runs a write: on failure it is reported as `where` and answered in the guest's words about `what` (nothing changed,
 * a change made meanwhile, or not known after a time-out; decision 035).
 */
export async function attemptWrite(
  scope: Scope,
  where: string,
  what: SaveSubject,
  write: () => Promise<unknown>,
): Promise<ActionOutcome> {
  try {
    await write()
    return done
  } catch (error) {
    scope.report(where, error)
    const failure = saveFailure(error, what, scope.texts)
    return refused(failure.message, failure.status)
  }
}
