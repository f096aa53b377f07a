/**
 * What a streamed section shows until its data arrives. Streaming reveals the data with a small
 * script, so the loading sentence shows only where scripts run (`@media (scripting: enabled)`);
 * without them the placeholder is just a link to the page that renders the section in full.
 */
export function StreamedFallback({
  text,
  href,
  linkText,
}: {
  readonly text: string
  readonly href: string
  readonly linkText: string
}) {
  return (
    <p className="loading">
      <span className="loading__text">{text}</span>
      <noscript>
        <a href={href}>{linkText}</a>
      </noscript>
    </p>
  )
}
