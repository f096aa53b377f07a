import type { ReactNode } from 'react'

export interface NavLink {
  readonly href: string
  readonly label: string
}

/** A list of links; `after` adds items that are not links (a sign-out button). */
export function LinkList({ links, after }: { readonly links: readonly NavLink[]; readonly after?: ReactNode }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
      {after}
    </ul>
  )
}
