import { useTexts } from '../PageContext.tsx'

/**
 * Sign out in one press: a POST (no link or prefetch can sign a guest out), answered with the farewell page.
 * Sits as the last item of a link list, styled like its links.
 */
export function SignOutButton() {
  const t = useTexts()
  return (
    <li>
      <form method="post" action="/account/goodbye">
        <button type="submit" className="link-list__button">
          {t.sign_out()}
        </button>
      </form>
    </li>
  )
}
