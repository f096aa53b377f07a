import type { ReactNode } from 'react'
import type { NavLink, NavSection } from '../../domain/site-map.ts'
import { LinkList } from './LinkList.tsx'

/**
 * The navigation's second level as the menu lists it (issue 38): the pages under each primary place, headed by the
 * place's name (the place itself is in the tab bar or top bar beside it, so it is not a link here too), then the
 * destinations under no place. `after` ends the last list (the footer's sign-out).
 */
export function NavSections({
  sections,
  more,
  current,
  after,
}: {
  readonly sections: readonly NavSection[]
  readonly more: readonly NavLink[]
  readonly current: string | undefined
  readonly after?: ReactNode
}) {
  return (
    <>
      {sections
        .filter((section) => section.pages.length > 0)
        .map((section) => (
          <div key={section.place.href} className="nav-section">
            <h3 className="nav-section__title">{section.place.label}</h3>
            <LinkList links={section.pages} current={current} />
          </div>
        ))}
      <LinkList links={more} current={current} after={after} />
    </>
  )
}
