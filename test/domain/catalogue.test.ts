// The message catalogue is whole (decision 045): every language has every message and no other, each translation
// takes the same inputs as the English source, and the catalogue's languages are the portal's.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, locales } from '../../src/domain/locale.ts'

const root = join(import.meta.dirname, '../..')
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string
  locales: string[]
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}
const areas = readdirSync(join(root, 'messages', baseLocale)).map((file) => file.replace(/\.json$/, ''))
type Message = string | unknown[]
const read = (locale: string, area: string): Record<string, Message> =>
  JSON.parse(readFileSync(join(root, 'messages', locale, `${area}.json`), 'utf8'))

/** A message's inputs: `{name}` placeholders of a text, or the `input name` declarations of a variant message. */
function inputsOf(message: Message): string[] {
  const text = typeof message === 'string' ? message : JSON.stringify(message)
  const names =
    typeof message === 'string'
      ? [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((match) => match[1])
      : [...text.matchAll(/input ([A-Za-z_]\w*)/g)].map((match) => match[1])
  return [...new Set(names)].sort() as string[]
}

describe('the message catalogue', () => {
  it("lists the portal's languages, English first, and reads every area's file", () => {
    expect(settings.locales).toEqual([...locales])
    expect(settings.baseLocale).toBe(baseLocale)
    expect(settings['plugin.inlang.messageFormat'].pathPattern.sort()).toEqual(
      areas.map((area) => `./messages/{locale}/${area}.json`).sort(),
    )
    for (const locale of locales)
      expect(readdirSync(join(root, 'messages', locale)).sort()).toEqual(areas.map((area) => `${area}.json`).sort())
  })

  it('names each message once across the areas', () => {
    const seen = new Map<string, string>()
    for (const area of areas) {
      for (const key of Object.keys(read(baseLocale, area))) {
        expect(seen.get(key), `${key} in ${area} and ${seen.get(key)}`).toBeUndefined()
        seen.set(key, area)
      }
    }
  })

  for (const locale of locales.filter((locale) => locale !== baseLocale)) {
    it(`has every message in ${locale}, with the English inputs, and nothing left untranslated by mistake`, () => {
      for (const area of areas) {
        const source = read(baseLocale, area)
        const translated = read(locale, area)
        expect(Object.keys(translated).sort(), `${locale}/${area}.json`).toEqual(Object.keys(source).sort())
        for (const [key, message] of Object.entries(source)) {
          const translation = translated[key] as Message
          expect(inputsOf(translation), `${locale} ${key}`).toEqual(inputsOf(message))
          expect(typeof translation === 'string' ? translation.trim() : translation, `${locale} ${key}`).not.toEqual('')
        }
      }
    })
  }
})
