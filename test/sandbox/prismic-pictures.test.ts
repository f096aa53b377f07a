// The demo's pictures (issue 38, item 4): each villa its own, each picture one thing, so the demo shows how real photos
// will sit (a guest's home shows their villa, not the same house for every booking). Small SVGs, drawn, not fetched.
import * as prismic from '@prismicio/client'
import { describe, expect, it } from 'vitest'
import { sandboxUrl, useSandbox } from './support.ts'

useSandbox()
const client = () => prismic.createClient(`${sandboxUrl()}/prismic/api/v2`)

/** Every image field in a document's data, however deep (slices, groups). */
function imagesIn(value: unknown): prismic.FilledImageFieldImage[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn)
  if (!value || typeof value !== 'object') return []
  const field = value as Record<string, unknown>
  if (typeof field.url === 'string' && 'dimensions' in field) return [field as unknown as prismic.FilledImageFieldImage]
  return Object.values(field).flatMap(imagesIn)
}

/** The picture's name in the image route (`…/prismic/images/{name}.svg?…`). */
const nameOf = (url: string) =>
  new URL(url).pathname
    .split('/')
    .pop()
    ?.replace(/\.svg$/, '')

/** An SVG with its colours taken out: what is left is what it draws. */
const shapes = (svg: string) => svg.replace(/#[0-9a-f]{3,6}\b/gi, '#')

describe('the demo’s pictures', () => {
  it('gives each villa a picture of its own, told apart by what it shows, not only by colour', async () => {
    const villas = await client().getAllByType('villa')
    expect(villas.length).toBeGreaterThan(5)
    const drawn = new Map<string, string>()
    for (const villa of villas) {
      const [image] = imagesIn(villa.data.image)
      expect(image, `${villa.uid} has a picture`).toBeDefined()
      const svg = await (await fetch(image!.url)).text()
      expect(svg.length, `${villa.uid} stays small`).toBeLessThan(4000)
      drawn.set(villa.uid ?? villa.id, shapes(svg))
    }
    expect(new Set(drawn.values()).size).toBe(drawn.size)
  })

  it('shows one thing per picture: a picture is never given two different descriptions', async () => {
    const documents = await client().dangerouslyGetAll({ lang: 'en-gb' })
    const described = new Map<string, Set<string>>()
    for (const image of documents.flatMap((doc) => imagesIn(doc.data))) {
      const name = nameOf(image.url) ?? image.url
      described.set(name, (described.get(name) ?? new Set()).add(image.alt ?? ''))
    }
    const twice = [...described].filter(([, alts]) => alts.size > 1).map(([name, alts]) => `${name}: ${[...alts]}`)
    expect(twice).toEqual([])
  })
})
