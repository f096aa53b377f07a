// The one way a write's failure is reported and worded (its outcome: src/domain/outcome.ts).
import type { Scope } from '../../scope/scope.ts'
import { saveFailure, type SaveSubject } from './save-failure.ts'
import { done, refused, type ActionOutcome } from '../../domain/outcome.ts'

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
