/** Any failure that is not a 404: a useful sentence and a reference, never a stack trace. */
export function ErrorPage({
  status,
  message,
  reference,
}: {
  readonly status: number
  readonly message: string
  readonly reference: string
}) {
  return (
    <section className="status-page">
      <h1>{status === 403 ? 'We stopped that request' : 'Something went wrong'}</h1>
      <p>{message}</p>
      <p className="status-page__detail">{`Error ${status} · reference ${reference}`}</p>
      <a className="button" href="/account">
        Return home
      </a>
    </section>
  )
}
