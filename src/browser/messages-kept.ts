// The messages written on this device and not yet recorded (issue 42): kept in localStorage under the key the booking
// system records each by, until it has it, so offline, a refusal or a closed tab lose nothing.

/** A message written here and not yet recorded. */
export interface Pending {
  key: string
  readonly booking: string
  readonly text: string
}

const storeName = 'gp-messages-unsent'

/** Every message kept on this device, for any booking; storage that cannot be read holds none. */
export function keptMessages(): Pending[] {
  try {
    return JSON.parse(localStorage.getItem(storeName) ?? '[]') as Pending[]
  } catch {
    return []
  }
}

function store(list: Pending[]): void {
  try {
    localStorage.setItem(storeName, JSON.stringify(list))
  } catch {
    // Storage full or refused: the message stays on screen with its state.
  }
}

/** Keeps a message (replacing an earlier copy under its key). */
export const keepMessage = (p: Pending) => store([...keptMessages().filter((s) => s.key !== p.key), p])

/** Forgets a message once it is recorded. */
export const forgetMessage = (key: string) => store(keptMessages().filter((s) => s.key !== key))
