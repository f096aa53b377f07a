import { readForm } from '../../../http/middleware/forms.ts'
import { registerPart } from '../../../features/advance-information/writes.ts'
import { registrationForm } from '../../../features/advance-information/registration-form.ts'
import { localDateIn } from '../../../domain/local-date.ts'
import { RegistrationPage } from '../../../features/advance-information/RegistrationPage.tsx'
import { formPage, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

/** /account/advance-information/registration: what the resort needs at check-in, one entry per submission. */
export const registration = (c: C) => {
  const t = c.get('texts')
  const title = t.advance_part_registration()
  return withState(c, title, async (state, page) => {
    const own = state.own
    const show = formPage(page, c, title, RegistrationPage)
    if (!state.canChange || !own)
      return readOnlyPage(c, page, title, {
        entries: (own?.registrations ?? []).map(
          (r) => [t.advance_registered(), r.fullName ?? t.advance_part_group()] as const,
        ),
        empty: t.advance_nobody_registered(),
      })
    if (c.req.method === 'GET') return show({})
    const today = localDateIn(c.get('config').RESORT_TIME_ZONE, new Date())
    const form = await readForm(c, registrationForm(today, t))
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    return afterSave(c, 'registration', await registerPart(c.get('scope'), own, form.data), (message, status) =>
      show(form.raw, undefined, message, status),
    )
  })
}
