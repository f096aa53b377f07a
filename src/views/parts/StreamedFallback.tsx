/**
 * What a streamed section shows until its data arrives. Streaming reveals the data with a small
 * script, so without JavaScript the placeholder links to the page that renders it in full.
 */
export function StreamedFallback({ text, href, linkText }: { readonly text: string; readonly href: string; readonly linkText: string }) {
  return (
    <p className="loading">
      {text}
      <noscript>
        {' '}
        <a href={href}>{linkText}</a>
      </noscript>
    </p>
  )
}
