/** Shown on every page of a content preview session, so nobody mistakes a draft for the live site. */
export function PreviewBanner({ returnTo }: { readonly returnTo: string }) {
  return (
    <section className="preview-banner" aria-label="Content preview">
      <p>You are previewing unpublished content.</p>
      <form method="post" action="/preview">
        <input type="hidden" name="next" value={returnTo} />
        <button type="submit" className="button button--small">
          Exit preview
        </button>
      </form>
    </section>
  )
}
