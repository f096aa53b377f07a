import { Suspense, use } from 'react'
import { StreamedFallback } from './StreamedFallback.tsx'
import type { ExtraGroup, StatusLabel } from '../../domain/extras.ts'
import { BookOptionsPanel } from './BookOptionsPanel.tsx'
import type { BookOptionLink } from '../../domain/book-options.ts'

export type ExtrasSectionView =
  | { readonly groups: readonly ExtraGroup[]; readonly options: readonly BookOptionLink[] }
  | { readonly unavailable: true }

const labelClass: Record<StatusLabel, string> = {
  Done: 'status status--done',
  Invoiced: 'status status--invoiced',
  Pending: 'status status--pending',
}

/** The extras themselves: a list per kind, each with its status label and sentence. */
export function ExtrasList({ view }: { readonly view: ExtrasSectionView }) {
  if ('unavailable' in view)
    return <p data-offline-skip="">Your extras are unavailable just now. Please try again later.</p>
  return (
    <>
      {view.options.length > 0 && <BookOptionsPanel options={view.options} />}
      {view.groups.length === 0 && <p>You have not asked for any extras for this holiday yet.</p>}
      {view.groups.map((group) => (
        <section key={group.heading} className="extras__group" aria-label={group.heading}>
          <h3>{group.heading}</h3>
          <ul className="extras">
            {group.extras.map((extra) => (
              <li key={extra.id} className="extra" id={`extra-${extra.id}`}>
                <span className={labelClass[extra.label]}>{extra.label}</span>
                <div>
                  <p className="extra__message">{extra.message}</p>
                  {extra.note && <p className="extra__note">{extra.note}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

function Streamed({ view }: { readonly view: Promise<ExtrasSectionView> }) {
  return <ExtrasList view={use(view)} />
}

/**
 * "Your extras", streamed after the rest of the page (Suspense), like the wellness section;
 * without JavaScript the placeholder links to My bookings, which renders the list in full.
 */
export function ExtrasSection({
  view,
  streamed = true,
}: {
  readonly view: Promise<ExtrasSectionView>
  readonly streamed?: boolean
}) {
  return (
    <section className="stack" id="extras" aria-labelledby="extras-heading">
      <h2 id="extras-heading">Your extras</h2>
      {streamed ? (
        <Suspense
          fallback={
            <StreamedFallback
              text="Loading your extras…"
              href="/account/my-bookings?whole=1#extras"
              linkText="See your extras"
            />
          }
        >
          <Streamed view={view} />
        </Suspense>
      ) : (
        <Streamed view={view} />
      )}
    </section>
  )
}
