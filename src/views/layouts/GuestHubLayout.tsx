import type { ReactNode } from 'react'

/**
 * The guest-hub frame: the account area inside the default layout (docs/decisions/001-layouts.md).
 * With an overlay header the page opens on a hero band the header sits over.
 */
export function GuestHubLayout({
  overlay,
  heading,
  children,
}: {
  readonly overlay: boolean
  readonly heading: ReactNode
  readonly children: ReactNode
}) {
  return (
    <div className="guest-hub">
      <div className={overlay ? 'guest-hub__hero guest-hub__hero--overlay' : 'guest-hub__hero'}>
        <h1>{heading}</h1>
      </div>
      <div className="guest-hub__body">{children}</div>
    </div>
  )
}
