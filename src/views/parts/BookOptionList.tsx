import type { BookOptionLink } from '../../domain/book-options.ts'

/** The extras a guest can still ask for, each a link to where it is booked. */
export function BookOptionList({ options }: { readonly options: readonly BookOptionLink[] }) {
  if (options.length === 0)
    return <p>There is nothing more to book for this holiday. We hope to welcome you back soon.</p>
  return (
    <ul className="book-options">
      {options.map((option) => (
        <li key={option.title}>
          <a href={option.href} rel={option.external ? 'noopener' : undefined}>
            {option.title}
            {option.external && <span className="visually-hidden"> (on our main website)</span>}
          </a>
          <p>{option.description}</p>
        </li>
      ))}
    </ul>
  )
}
