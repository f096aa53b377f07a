import { readForm } from '../../../http/forms.ts'
import { content } from '../../../http/content.tsx'
import { report } from '../../../http/report.ts'
import { ContentUnavailable } from '../../../views/parts/ContentUnavailable.tsx'
import { saveVillaPart } from '../../../actions/advance-information.ts'
import { villaRooms } from '../../../integrations/content/advance-content.ts'
import {
  formatRoomConfigurations,
  parseRoomConfigurations,
  villaConfigurationForm,
} from '../../../domain/advance-forms.ts'
import { VillaConfigurationPage } from '../../../views/pages/VillaConfigurationPage.tsx'
import { formPage, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

/** /account/advance-information/villa: one room set-up per villa, from the villa documents' choices. */
export const villa = (c: C) =>
  withState(c, 'Your villa', async (state, page) => {
    const own = state.own
    let villas: Awaited<ReturnType<typeof villaRooms>>
    try {
      villas = await villaRooms(content(c), state.booking.villaCodes)
    } catch (error) {
      report(c, 'content.villaRooms', error)
      return page(<ContentUnavailable what="Our villa details" />, {
        title: 'Your villa',
        heading: 'Your villa',
        status: 503,
      })
    }
    const current = Object.fromEntries(
      [...parseRoomConfigurations(own?.roomConfigurations)].map(([code, choice]) => [`room-${code}`, choice]),
    )
    const show = formPage(page, c, 'Your villa', (props) => <VillaConfigurationPage {...props} villas={villas} />)
    if (!state.canChange || !own)
      return readOnlyPage(c, page, 'Your villa', {
        entries: [...parseRoomConfigurations(own?.roomConfigurations)].map(([code, choice]) => {
          const villa = villas.find((v) => v.code === code)
          const label = villa?.choices.find((ch) => ch.value === choice)?.label ?? choice
          return [villa?.name ?? `Villa ${code}`, label] as const
        }),
        empty: 'No room set-up has been chosen yet.',
      })
    if (c.req.method === 'GET') return show(current)
    const configurable = villas.filter((villa) => villa.choices.length > 0)
    if (configurable.length === 0)
      return show(current, undefined, 'Your villa is set up by our team: there is nothing to choose here.', 409)
    const form = await readForm(
      c,
      villaConfigurationForm(
        configurable.map((villa) => ({
          code: villa.code,
          name: villa.name,
          choices: villa.choices.map((ch) => ch.value),
        })),
      ),
    )
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    // Choices saved before for villas not offered now are kept.
    const chosen = parseRoomConfigurations(own.roomConfigurations)
    const choices: Record<string, string> = form.data
    for (const villa of configurable) {
      const choice = choices[`room-${villa.code}`]
      if (choice) chosen.set(villa.code, choice) // the form requires one for each villa it offers
    }
    return afterSave(c, 'villa', await saveVillaPart(c, own, formatRoomConfigurations(chosen)), (message, status) =>
      show(form.raw, undefined, message, status),
    )
  })
