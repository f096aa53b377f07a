import { readForm } from '../../../http/middleware/forms.ts'
import { saveAddressPart } from '../../../features/advance-information/writes.ts'
import { addressForm } from '../../../features/advance-information/advance-forms.ts'
import { addressLabels } from '../../../features/advance-information/address-formats.ts'
import { countryCodeOf, countryName } from '../../../domain/countries.ts'
import { intlLocale } from '../../../domain/locale.ts'
import { AddressPage } from '../../../features/advance-information/AdvancePartPages.tsx'
import { formPage, notAllowed, readOnlyPage, afterSave, withState, type C } from './part-page.tsx'

/** /account/advance-information/address: the family group's postal address. */
export const address = (c: C) => {
  const t = c.get('texts')
  const title = t.advance_part_address()
  return withState(c, title, async (state, page) => {
    const group = state.own?.group
    const show = formPage(page, c, title, AddressPage)
    const country = countryCodeOf(group?.address.country)
    const current = {
      country: country ?? '',
      line1: group?.address.line1 ?? '',
      city: group?.address.city ?? '',
      stateOrProvince: group?.address.stateOrProvince ?? '',
      postalCode: group?.address.postalCode ?? '',
    }
    if (!state.canChange || !group) {
      const words = addressLabels(country, t)
      const labels = [
        [t.advance_address_line1(), current.line1],
        [t.advance_town_or_city(), current.city],
        [words.region, current.stateOrProvince],
        [words.postcode, current.postalCode],
        [
          t.advance_country(),
          country ? countryName(country, intlLocale(c.get('locale'))) : (group?.address.country ?? ''),
        ],
      ] as const
      return readOnlyPage(c, page, title, {
        entries: labels.filter(([, value]) => value.trim() !== ''),
        empty: t.advance_no_address(),
        why: state.canChange ? t.advance_no_family_group() : notAllowed(c),
      })
    }
    if (c.req.method === 'GET') return show(current)
    const form = await readForm(c, addressForm(t))
    if (!form.ok) return show(form.raw, form.errors, undefined, 400)
    return afterSave(c, 'address', await saveAddressPart(c.get('scope'), group, form.data), (message, status) =>
      show(form.raw, undefined, message, status),
    )
  })
}
