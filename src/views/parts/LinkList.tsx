export interface NavLink {
  readonly href: string
  readonly label: string
}

export function LinkList({ links }: { readonly links: readonly NavLink[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}
