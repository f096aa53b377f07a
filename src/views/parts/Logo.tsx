/** The resort's word mark; links home (SPEC §2: the logo links to /account). */
export function Logo() {
  return (
    <a className="logo" href="/account">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
        <circle cx="14" cy="14" r="13" fill="currentColor" opacity="0.15" />
        <path d="M4 18c4-3 8-3 10 0s6 3 10 0" stroke="currentColor" strokeWidth="2" fill="none" />
        <circle cx="14" cy="10" r="4" fill="currentColor" />
      </svg>
      <span>Guest Hub</span>
    </a>
  )
}
