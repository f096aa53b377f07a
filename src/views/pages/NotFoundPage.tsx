import { useTexts } from '../PageContext.tsx'

/** SPEC §2 not-found page: its two sentences word for word, the error message, and a way home. */
export function NotFoundPage({ status, message }: { readonly status: number; readonly message: string }) {
  const t = useTexts()
  return (
    <section className="status-page">
      <h1>{t.not_found_heading()}</h1>
      <p>{t.not_found_lead({ status })}</p>
      <p className="status-page__detail">{message}</p>
      <a className="button" href="/account">
        {t.error_return_home()}
      </a>
    </section>
  )
}
