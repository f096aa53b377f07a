// What every write answers (issue 39: one type for them all), for actions, features and the pages that show them.

/** The statuses a page or an endpoint answers an action not done with. */
export type NotDoneStatus = 400 | 403 | 404 | 409 | 429 | 503

/** An action not done, and why, in words for the form that stays on screen, with the status its page answers. */
export interface NotDone {
  readonly ok: false
  readonly message: string
  readonly status: NotDoneStatus
  /** Seconds until a limit lets the action through again (a 429). */
  readonly retryAfter?: number
  /** The field that is what to fix: the form comes back with it as typed and the message beside it. */
  readonly field?: 'email' | 'text'
  /** The form needs a new idempotency key: this one can never be used (a message's 409). */
  readonly newKey?: boolean
}

/**
 * Every write's outcome (issue 39: one type for them all): done, with what the action gives back when it gives
 * something (a notice to show, the message as recorded), or not done and why.
 * @example ActionOutcome<{ readonly notice: 'invited' | 'linked' }>
 */
export type ActionOutcome<Done extends object = object> = ({ readonly ok: true } & Done) | NotDone

export const done: ActionOutcome = { ok: true }

/** Refused before anything was written. */
export const refused = (message: string, status: NotDoneStatus): NotDone => ({ ok: false, message, status })
