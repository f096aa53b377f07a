/**
 * Sign out in one press: a POST (no link or prefetch can sign a guest out), answered with the farewell page.
 * Sits as the last item of a link list, styled like its links.
 */
export function SignOutButton() {
  return (
    <li>
      <form method="post" action="/account/goodbye">
        <button type="submit" className="link-list__button">
          Sign out
        </button>
      </form>
    </li>
  )
}
