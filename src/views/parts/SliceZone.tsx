import type { ContentSlice } from '../../domain/content-blocks.ts'
import { ContentImage } from '../../islands/parts/ContentImage.tsx'
import { ContentLinkButton } from '../../islands/parts/ContentLinkButton.tsx'
import { RichText } from './RichText.tsx'

function Slice({ slice, first }: { readonly slice: ContentSlice; readonly first: boolean }) {
  switch (slice.type) {
    case 'text':
      return <RichText as="section" className="slice slice--text rich-text" data-slice-type="text" html={slice.html} />
    case 'image':
      return (
        <figure className="slice slice--image" data-slice-type="image">
          <ContentImage image={slice.image} eager={first} />
          {slice.caption && <figcaption>{slice.caption}</figcaption>}
        </figure>
      )
    case 'call_to_action':
      return (
        <section className="slice slice--cta card" data-slice-type="call_to_action">
          {slice.title && <h2>{slice.title}</h2>}
          <RichText html={slice.html} />
          {slice.link && <ContentLinkButton link={slice.link} />}
        </section>
      )
    case 'unsupported':
      return (
        <section className="slice slice--unsupported" data-slice-type={slice.sliceType}>
          <p>{`The guest portal does not show “${slice.sliceType}” slices.`}</p>
        </section>
      )
  }
}

/** A page's slices in order (models in slices/); the content client has already left out unknown ones. */
export function SliceZone({ slices }: { readonly slices: readonly ContentSlice[] }) {
  return (
    <>
      {slices.map((slice, i) => (
        <Slice key={slice.id} slice={slice} first={i === 0} />
      ))}
    </>
  )
}
