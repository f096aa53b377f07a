/** When the content service cannot answer and nothing is cached. */
export function ContentUnavailable({ what }: { readonly what: string }) {
  return (
    <p
      className="lead"
      data-offline-skip=""
    >{`${what} are unavailable just now. Please try again in a few minutes, or contact us if you need help straight away.`}</p>
  )
}
