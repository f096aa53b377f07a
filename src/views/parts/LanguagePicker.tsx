import { directionOf, localeNames, locales } from '../../domain/locale.ts'
import { usePageFacts } from '../PageContext.tsx'

/**
 * The language picker (decision 045): a plain form of one button per other language, so one tap changes it and it
 * works without JavaScript. Each language is named in itself and marked with its own `lang` (Arabic with its
 * direction) so a screen reader says it in that language. Back to this page once chosen. Every signed-in page carries
 * it in the account menu, so it is kept to the fewest bytes.
 */
export function LanguagePicker() {
  const { locale, texts: t, here } = usePageFacts()
  return (
    <form className="language-picker" method="post" action="/language" aria-label={t.language_label()}>
      <input type="hidden" name="back" value={here} />
      {locales
        .filter((option) => option !== locale)
        .map((option) => (
          <button
            key={option}
            type="submit"
            name="lang"
            value={option}
            lang={option}
            dir={directionOf(option) === 'rtl' ? 'rtl' : undefined}
          >
            {localeNames[option]}
          </button>
        ))}
    </form>
  )
}
