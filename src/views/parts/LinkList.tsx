import type { ReactNode } from 'react'

import type { NavLink } from '../../domain/site-map.ts'

export type { NavLink }

/**
 * A list of links, the one to `current` marked as the page the guest is on, and the one to `section` as the place the
 * page is under (`aria-current="true"`); `after` adds items that are not links.
 */
export function LinkList({
  links,
  after,
  current,
  section,
  className = 'link-list',
}: {
  readonly links: readonly NavLink[]
  readonly after?: ReactNode
  readonly current?: string | undefined
  readonly section?: string | undefined
  readonly className?: string
}) {
  const mark = (href: string) => (href === current ? 'page' : href === section ? 'true' : undefined)
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={mark(link.href)}>
            {link.label}
          </a>
        </li>
      ))}
      {after}
    </ul>
  )
}
