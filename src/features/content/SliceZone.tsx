import type { ContentSlice, LanguageMark } from '../../domain/content-blocks.ts'
import type { Texts } from '../../i18n/texts.ts'
import { ContentImage } from '../../browser/islands/parts/ContentImage.tsx'
import { ContentLinkButton } from '../../browser/islands/parts/ContentLinkButton.tsx'
import { useTexts } from '../../views/PageContext.tsx'
import { RichText } from './RichText.tsx'

interface SliceWords {
  readonly t: Texts
  /** The page's language for our own words inside slices in another language (pageLanguage). */
  readonly ours?: LanguageMark | undefined
}

function Slice({ slice, first, t, ours }: { readonly slice: ContentSlice; readonly first: boolean } & SliceWords) {
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
          {slice.link && (
            <ContentLinkButton link={slice.link} otherSite={t.content_link_other_site()} otherSiteMark={ours} />
          )}
        </section>
      )
    case 'unsupported':
      return (
        <section className="slice slice--unsupported" data-slice-type={slice.sliceType}>
          <p {...ours}>{t.content_slice_unsupported({ sliceType: slice.sliceType })}</p>
        </section>
      )
  }
}

function Slices({ slices, t, ours }: { readonly slices: readonly ContentSlice[] } & SliceWords) {
  return (
    <>
      {slices.map((slice, i) => (
        <Slice key={slice.id} slice={slice} first={i === 0} t={t} ours={ours} />
      ))}
    </>
  )
}

function SlicesInPage({ slices, ours }: { readonly slices: readonly ContentSlice[]; readonly ours?: LanguageMark }) {
  return <Slices slices={slices} t={useTexts()} ours={ours} />
}

/**
 * A page's slices in order (models in slices/); the content client has already left out unknown ones. Our own words
 * come from the page's catalogue, or `texts` where no page is rendered (the slice simulator's fragments); `ours`
 * marks them when the slices are in another language than the page's.
 */
export function SliceZone({
  slices,
  texts,
  ours,
}: {
  readonly slices: readonly ContentSlice[]
  readonly texts?: Texts | undefined
  readonly ours?: LanguageMark | undefined
}) {
  return texts ? <Slices slices={slices} t={texts} ours={ours} /> : <SlicesInPage slices={slices} ours={ours} />
}
