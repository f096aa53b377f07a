import { readForm } from '../../../http/forms.ts'
import { saveAddressPart } from '../../../actions/advance-information.ts'
import { AddressForm } from '../../../domain/advance-forms.ts'
import { addressLabels } from '../../../domain/address-formats.ts'
import { countryCodeOf, countryName } from '../../../domain/countries.ts'
import { AddressPage } from '../../../views/pages/AdvancePartPages.tsx'
import { formPage, notAllowed, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

/** /account/advance-information/address: the family group's postal address. */
export const address = (c: C) =>
  withState(c, 'Your address', async (state, page) => {
    const group = state.own?.group
    const show = formPage(page, c, 'Your address', AddressPage)
    const country = countryCodeOf(group?.address.country)
    const current = {
      country: country ?? '',
      line1: group?.address.line1 ?? '',
      city: group?.address.city ?? '',
      stateOrProvince: group?.address.stateOrProvince ?? '',
      postalCode: group?.address.postalCode ?? '',
    }
    if (!state.canChange || !group) {
      const words = addressLabels(country)
      const labels = [
        ['Address line 1', current.line1],
        ['Town or city', current.city],
        [words.region, current.stateOrProvince],
        [words.postcode, current.postalCode],
        ['Country', country ? countryName(country) : (group?.address.country ?? '')],
      ] as const
      return readOnlyPage(c, page, 'Your address', {
        entries: labels.filter(([, value]) => value.trim() !== ''),
        empty: 'No address has been given yet.',
        why: state.canChange
          ? 'Your booking has no family group to hold an address yet. Please contact us.'
          : notAllowed(c),
      })
    }
    if (c.req.method === 'GET') return show(current)
    const form = await readForm(c, AddressForm)
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    return afterSave(c, 'address', await saveAddressPart(c, group, form.data), (message, status) =>
      show(form.raw, undefined, message, status),
    )
  })
