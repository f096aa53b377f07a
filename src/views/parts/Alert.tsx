import type { ReactNode } from 'react'

/** Where a redirect after an action lands (`#notice`): the page scrolls to the confirmation and focuses it. */
const noticeId = 'notice'

/**
 * A message block: errors are announced at once (role=alert), notices politely. `landing` makes it the target of a
 * redirect's `#notice`: focusable by script only, so the browser that follows the fragment moves focus there and a
 * screen reader reads it, with or without JavaScript (issue 38).
 */
export function Alert({
  kind,
  landing = false,
  children,
}: {
  readonly kind: 'error' | 'notice'
  readonly landing?: boolean
  readonly children: ReactNode
}) {
  return (
    <div
      className={`alert alert--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      id={landing ? noticeId : undefined}
      tabIndex={landing ? -1 : undefined}
    >
      {children}
    </div>
  )
}
