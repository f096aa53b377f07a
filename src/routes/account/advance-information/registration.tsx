import { readForm } from '../../../http/forms.ts'
import { registerPart } from '../../../actions/advance-information.ts'
import { registrationForm } from '../../../domain/registration-form.ts'
import { localDateIn } from '../../../domain/local-date.ts'
import { RegistrationPage } from '../../../views/pages/RegistrationPage.tsx'
import { formPage, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

/** /account/advance-information/registration: what the resort needs at check-in, one entry per submission. */
export const registration = (c: C) =>
  withState(c, 'Registration', async (state, page) => {
    const own = state.own
    const show = formPage(page, c, 'Registration', RegistrationPage)
    if (!state.canChange || !own)
      return readOnlyPage(c, page, 'Registration', {
        entries: (own?.registrations ?? []).map((r) => ['Registered', r.fullName ?? 'Your group'] as const),
        empty: 'Nobody in your group has registered yet.',
      })
    if (c.req.method === 'GET') return show({})
    const form = await readForm(c, registrationForm(localDateIn(c.get('config').RESORT_TIME_ZONE, new Date())))
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    return afterSave(c, 'registration', await registerPart(c, own, form.data), (message, status) =>
      show(form.raw, undefined, message, status),
    )
  })
