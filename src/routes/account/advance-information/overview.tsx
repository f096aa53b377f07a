import { ownWords } from '../../../domain/locale.ts'
import type { ReactNode } from 'react'
import { renderStreamed, streamedText } from '../../../http/rendering/streamed.tsx'
import { content } from '../../../http/rendering/content.tsx'
import { report } from '../../../http/middleware/report.ts'
import { advanceInformation } from '../../../integrations/content/advance-content.ts'
import { advanceProgress } from '../../../features/advance-information/advance-information.ts'
import type { AdvancePart } from '../../../domain/advance-parts.ts'
import { guestProgress } from '../../../features/advance-information/guest-progress.ts'
import { parseRoomConfigurations } from '../../../features/advance-information/advance-forms.ts'
import { BookingNotFound } from '../../../features/bookings/BookingNotFound.tsx'
import { ContentUnavailable } from '../../../views/parts/ContentUnavailable.tsx'
import {
  AdvanceInformationPage,
  type AdvancePartView,
} from '../../../features/advance-information/AdvanceInformationPage.tsx'
import {
  advanceAccounts,
  advanceState,
  flightLines,
  flightValues,
  type AdvanceState,
} from '../../../features/advance-information/reads.ts'
import { villasOf } from '../../../features/bookings/villa-names.ts'
import { noBookingText, unavailableText, type C } from './part-page.tsx'
import { countryShown } from '../../../domain/countries.ts'
import { contentLanguage } from '../../../domain/content-blocks.ts'
import type { PlainTextKey } from '../../../i18n/texts.ts'

/** Our own names for the parts, when the content gives none. */
const partNames: Record<AdvancePart, PlainTextKey> = {
  group: 'advance_part_group',
  address: 'advance_part_address',
  villaConfiguration: 'advance_part_villa',
  flight: 'advance_part_flight',
  registration: 'advance_part_registration',
}
const notices: Partial<Record<string, PlainTextKey>> = {
  address: 'advance_saved_address',
  villa: 'advance_saved_villa',
  flight: 'advance_saved_flight',
  registration: 'advance_saved_registration',
}

type AdvanceDocument = Awaited<ReturnType<typeof advanceInformation>>

/**
 * /account/advance-information: the parts asked for, each with its state, what is recorded and a way to complete it.
 */
export function overview(c: C): Promise<Response> {
  const t = c.get('texts')
  const locale = c.get('locale')
  // Every read starts now, beside the booking read: the content, and the accounts scoped to
  // the saved booking id; the shell goes out before any of them answers (decision 019).
  const reading = advanceInformation(content(c))
  reading.catch(() => undefined)
  const id = c.get('bookingId')
  const accounts = id ? advanceAccounts(c.get('scope'), id) : undefined
  const body = c
    .get('booking')()
    .then(async (booking): Promise<ReactNode> => {
      if (!booking) return id ? <BookingNotFound /> : noBookingText(t)
      // Villa names too (villasOf never throws: without them the codes are shown).
      const naming = villasOf(c.get('scope'), [booking])
      let state: AdvanceState
      try {
        state = await advanceState(c.get('scope'), booking, accounts)
      } catch (error) {
        report(c, 'advance.read', error)
        return unavailableText(t)
      }
      let doc: AdvanceDocument
      try {
        doc = await reading
      } catch (error) {
        report(c, 'content.advance', error)
        return <ContentUnavailable what={t.advance_our_pages()} />
      }
      const progress = guestProgress(advanceProgress(new Set(doc.parts.keys()), state.facts), state.reach)
      const villaNames = await naming
      const address = state.own?.group?.address
      const summaries: Record<AdvancePart, string[]> = {
        group: [],
        address: address?.line1
          ? [
              [
                address.line1,
                address.city,
                address.stateOrProvince,
                address.postalCode,
                countryShown(address.country, locale),
              ]
                .filter(Boolean)
                .join(', '),
            ]
          : [],
        // What this guest's own account holds; other family groups' details are theirs.
        villaConfiguration: [...parseRoomConfigurations(state.own?.roomConfigurations)].map(([code, choice]) =>
          t.advance_villa_choice({
            label: ownWords(villaNames.get(code)?.name ?? t.advance_villa_code({ code }), locale),
            description: ownWords(choice, locale),
          }),
        ),
        flight: flightLines(state.own ? [state.own] : [], t, locale),
        registration: (state.own?.registrations ?? []).map((r) =>
          t.advance_summary_registered({
            name: r.fullName ? ownWords(r.fullName, locale) : t.advance_summary_your_group(),
          }),
        ),
      }
      // The content's words marked with its language when it is not the page's (a missing translation).
      const mark = contentLanguage(doc.lang, locale)
      const parts: AdvancePartView[] = progress.parts.map(({ part, complete, step }) => ({
        part,
        complete,
        step,
        title: doc.parts.get(part)?.title || t[partNames[part]](),
        html: doc.parts.get(part)?.html ?? '',
        mark: doc.parts.get(part)?.title ? mark : undefined,
        summary: summaries[part],
      }))
      return (
        <AdvanceInformationPage
          introHtml={doc.introHtml}
          introMark={mark}
          parts={parts}
          done={progress.done}
          total={progress.total}
          lead={state.reach.lead}
          incompleteGuests={state.incompleteGuests}
          canChange={state.canChange}
          flightValues={flightValues(state.own)}
        />
      )
    })
  // The editors' title replaces ours in the heading when the content answers.
  const heading = streamedText(
    reading.then((doc) => {
      const mark = contentLanguage(doc.lang, locale)
      return mark.lang ? <span {...mark}>{doc.title}</span> : doc.title
    }),
    t.advance_heading(),
  )
  const saved = c.req.query('saved')
  const notice = saved ? notices[saved] : undefined
  return renderStreamed(c, body, t.advance_page_what(), {
    title: t.advance_heading(),
    heading,
    notice: notice && t[notice](),
  })
}
