import { useTexts } from '../PageContext.tsx'

/** Shown on every page of a content preview session, so nobody mistakes a draft for the live site. */
export function PreviewBanner({ returnTo }: { readonly returnTo: string }) {
  const t = useTexts()
  return (
    <section className="preview-banner" aria-label={t.content_preview_banner_label()}>
      <p>{t.content_preview_banner()}</p>
      <form method="post" action="/preview">
        <input type="hidden" name="next" value={returnTo} />
        <button type="submit" className="button button--small">
          {t.content_preview_exit()}
        </button>
      </form>
    </section>
  )
}
