import { useTexts } from '../PageContext.tsx'

/**
 * When the content service cannot answer and nothing is cached. `what` is a plural noun phrase in the page's language,
 * a message of the caller's ("Our help pages"): it becomes the sentence's subject.
 */
export function ContentUnavailable({ what }: { readonly what: string }) {
  const t = useTexts()
  return (
    <p className="lead" data-offline-skip="">
      {t.content_unavailable({ what })}
    </p>
  )
}
