/** SPEC §2 not-found page: its two sentences word for word, the error message, and a way home. */
export function NotFoundPage({ status, message }: { readonly status: number; readonly message: string }) {
  return (
    <section className="status-page">
      <h1>Sorry, we couldn't find that</h1>
      <p>{`The page you were directed to doesn't exist (${status}).`}</p>
      <p className="status-page__detail">{message}</p>
      <a className="button" href="/account">
        Return home
      </a>
    </section>
  )
}
