import { directionOf, localeNames, locales } from '../../domain/locale.ts'
import { usePageFacts } from '../PageContext.tsx'

/**
 * The language picker (decision 045): a plain form of one button per other language, so one tap changes it and it
 * works without JavaScript. Each language is named in itself and marked with its own `lang` (Arabic with its
 * direction) so a screen reader says it in that language. Back to this page once chosen (the route reads the
 * Referer). Every signed-in page carries it in the account menu, so it is kept to the fewest bytes: no hidden field,
 * no class (the stylesheet finds it by its action), buttons of the default type (submit).
 */
export function LanguagePicker() {
  const { locale, texts: t } = usePageFacts()
  return (
    <form method="post" action="/language" aria-label={t.language_label()}>
      {locales
        .filter((option) => option !== locale)
        .map((option) => (
          // biome-ignore lint/a11y/useButtonType: a form's button submits by default, and every page carries four
          <button
            key={option}
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
