import { useId } from 'react'
import { directionOf, localeNames, locales } from '../../domain/locale.ts'
import { usePageFacts } from '../PageContext.tsx'

/**
 * The language picker (decision 045): a plain form, so it works without JavaScript; each language named in itself,
 * marked with its own `lang` so a screen reader says it in that language. Back to this page once chosen.
 */
export function LanguagePicker() {
  const { locale, texts: t, here } = usePageFacts()
  const id = useId()
  return (
    <form className="language-picker" method="post" action="/language">
      <input type="hidden" name="back" value={here} />
      <label htmlFor={id}>{t.language_label()}</label>
      <select id={id} name="lang" defaultValue={locale}>
        {locales.map((option) => (
          <option key={option} value={option} lang={option} dir={directionOf(option)}>
            {localeNames[option]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary button--small">
        {t.language_submit()}
      </button>
    </form>
  )
}
