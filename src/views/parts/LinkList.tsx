import type { ReactNode } from 'react'

import type { NavLink } from '../../domain/site-map.ts'

export type { NavLink }

/** A list of links, the one to `current` marked as the page the guest is on; `after` adds items that are not links. */
export function LinkList({
  links,
  after,
  current,
  className = 'link-list',
}: {
  readonly links: readonly NavLink[]
  readonly after?: ReactNode
  readonly current?: string | undefined
  readonly className?: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
      {after}
    </ul>
  )
}
