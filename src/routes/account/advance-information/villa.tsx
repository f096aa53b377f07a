import { readForm } from '../../../http/middleware/forms.ts'
import { content } from '../../../http/rendering/content.tsx'
import { report } from '../../../http/middleware/report.ts'
import { ContentUnavailable } from '../../../views/parts/ContentUnavailable.tsx'
import { saveVillaPart } from '../../../features/advance-information/writes.ts'
import { villaRooms } from '../../../integrations/content/advance-content.ts'
import {
  formatRoomConfigurations,
  parseRoomConfigurations,
  roomField,
  villaConfigurationForm,
} from '../../../features/advance-information/advance-forms.ts'
import { VillaConfigurationPage } from '../../../features/advance-information/VillaConfigurationPage.tsx'
import { formPage, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

type VillaRooms = Awaited<ReturnType<typeof villaRooms>>

/** /account/advance-information/villa: one room set-up per villa, from the villa documents' choices. */
export const villa = (c: C) => {
  const t = c.get('texts')
  const title = t.advance_part_villa()
  return withState(c, title, async (state, page) => {
    const own = state.own
    let villas: VillaRooms
    try {
      villas = await villaRooms(content(c), state.booking.villaCodes)
    } catch (error) {
      report(c, 'content.villaRooms', error)
      return page(<ContentUnavailable what={t.advance_our_villa_details()} />, { title, heading: title, status: 503 })
    }
    const current = Object.fromEntries(
      [...parseRoomConfigurations(own?.roomConfigurations)].map(([code, choice]) => [roomField(code), choice]),
    )
    const show = formPage(page, c, title, (props) => <VillaConfigurationPage {...props} villas={villas} />)
    if (!state.canChange || !own)
      return readOnlyPage(c, page, title, {
        entries: [...parseRoomConfigurations(own?.roomConfigurations)].map(([code, choice]) => {
          const villa = villas.find((v) => v.code === code)
          const label = villa?.choices.find((ch) => ch.value === choice)?.label ?? choice
          return [villa?.name ?? t.advance_villa_code({ code }), label] as const
        }),
        empty: t.advance_no_room_setup(),
      })
    if (c.req.method === 'GET') return show(current)
    const configurable = villas.filter((villa) => villa.choices.length > 0)
    if (configurable.length === 0) return show(current, undefined, t.advance_villa_nothing_to_choose(), 409)
    const form = await readForm(
      c,
      villaConfigurationForm(
        configurable.map((villa) => ({
          code: villa.code,
          name: villa.name,
          choices: villa.choices.map((ch) => ch.value),
        })),
        t,
      ),
    )
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    // Choices saved before for villas not offered now are kept.
    const chosen = parseRoomConfigurations(own.roomConfigurations)
    const choices: Record<string, string> = form.data
    for (const villa of configurable) {
      const choice = choices[roomField(villa.code)]
      if (choice) chosen.set(villa.code, choice) // the form requires one for each villa it offers
    }
    return afterSave(
      c,
      'villa',
      await saveVillaPart(c.get('scope'), own, formatRoomConfigurations(chosen)),
      (message, status) => show(form.raw, undefined, message, status),
    )
  })
}
