import { useTexts } from '../PageContext.tsx'

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
  const t = useTexts()
  return (
    <section className="status-page">
      <h1>{status === 403 ? t.error_heading_forbidden() : t.error_heading()}</h1>
      <p>{message}</p>
      <p className="status-page__detail">{t.error_detail({ status, reference })}</p>
      <a className="button" href="/account">
        {t.error_return_home()}
      </a>
    </section>
  )
}
