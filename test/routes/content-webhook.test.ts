import { afterAll, describe, expect, it } from 'vitest'
import { demo, sandbox, signIn, site, visit, pageText as text } from './support.ts'
import { sandboxWebhookSecret } from '../../sandbox/vars.ts'

const allParts = ['default', 'address', 'villaConfiguration', 'flight', 'registration']

/** How many parts the advance-information page asks for ("… of N done"). */
const partsAsked = async (jar: Awaited<ReturnType<typeof signIn>>) =>
  Number(/of (\d+) done/.exec(await text(await visit('/account/advance-information', { jar })))?.[1])

const webhook = (body: unknown) =>
  visit('/api/content/published', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify(body),
  })

/** Publishes the advance-information document asking for only `parts` (a new master ref). */
const publishParts = (parts: string[]) =>
  sandbox('/__sandbox/prismic/advance-information', { method: 'POST', body: JSON.stringify({ parts }) })

describe('POST /api/content/published (the content service’s publish webhook)', () => {
  afterAll(() => publishParts(allParts))

  it('makes a publish live on the next request; a wrong or missing secret changes nothing', async () => {
    const jar = await signIn(demo.olivia)
    await publishParts(allParts)
    await webhook({ secret: sandboxWebhookSecret })
    expect(await partsAsked(jar)).toBe(5) // read, and the master ref cached for a minute

    await publishParts(['address'])
    expect(await partsAsked(jar)).toBe(5) // the cached master ref still names the old content

    const wrong = await webhook({ type: 'api-update', secret: 'not-the-secret' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()) as { message: string }).toMatchObject({
      message: expect.stringContaining('secret is not ours'),
    })
    expect((await webhook({ type: 'api-update' })).status).toBe(401)
    expect(
      (
        await visit('/api/content/published', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site },
          body: 'not json',
        })
      ).status,
    ).toBe(401)
    expect(await partsAsked(jar)).toBe(5)

    const good = await webhook({ type: 'api-update', masterRef: 'whatever', secret: sandboxWebhookSecret })
    expect(good.status).toBe(200)
    expect(await partsAsked(jar)).toBe(1)
    // Called again (the service retries a webhook): still fine.
    expect((await webhook({ secret: sandboxWebhookSecret })).status).toBe(200)
  })
})
