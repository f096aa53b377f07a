import { listOf, listParts } from '../../domain/formatters.ts'
import { directionOf } from '../../domain/locale.ts'
import { useLocale, useTexts } from '../../views/PageContext.tsx'

/** The villas of a stay as one fact of a `<dl>`: "Villas" and their names in a row, nothing when there are none. */
export function VillasFact({ villas }: { readonly villas: readonly string[] }) {
  const [t, locale] = [useTexts(), useLocale()]
  if (villas.length === 0) return null
  return (
    <div>
      <dt>{t.bookings_villas_label({ count: villas.length })}</dt>
      <dd>
        {directionOf(locale) === 'rtl'
          ? // Each villa's name isolated: a Latin name keeps its place among the words right to left.
            listParts(villas, locale).map((part) =>
              part.type === 'element' ? <bdi key={part.value}>{part.value}</bdi> : part.value,
            )
          : listOf(villas, locale)}
      </dd>
    </div>
  )
}
