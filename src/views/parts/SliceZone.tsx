/** A slice ready to render: its type and the HTML of its rich text (escaped by the content client). */
export type RenderedSlice = { readonly id: string; readonly type: 'text'; readonly html: string }

/** The page's slices in order (models in slices/); slices this portal does not know are left out. */
export function SliceZone({ slices }: { readonly slices: readonly RenderedSlice[] }) {
  return (
    <>
      {slices.map((slice) => (
        <section key={slice.id} className="slice slice--text rich-text" dangerouslySetInnerHTML={{ __html: slice.html }} />
      ))}
    </>
  )
}
