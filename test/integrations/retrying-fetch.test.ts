import { describe, expect, it } from 'vitest'
import { retryingFetch } from '../../src/integrations/fetch-with-retry.ts'

/**
 * An upstream answering `statuses` in turn, keeping what each attempt sent (method, headers, body), and the retrying
 * fetch in front of it (no waits between attempts).
 */
function upstream(...statuses: number[]) {
  const sent: { method: string; apikey: string | null; body: string }[] = []
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const request = new Request(input, init)
    sent.push({ method: request.method, apikey: request.headers.get('apikey'), body: await request.text() })
    return new Response(null, { status: statuses[sent.length - 1] ?? 200 })
  }) as typeof globalThis.fetch
  return { call: retryingFetch({ fetch, sleep: async () => undefined }), sent }
}

describe('retryingFetch (SPEC §8 for client libraries)', () => {
  it('sends a read again after a 503, with its headers', async () => {
    const { call, sent } = upstream(503, 200)
    const response = await call('https://db.test/rest/v1/invitations', {
      headers: new Headers({ apikey: 'anon' }),
    })
    expect(response.status).toBe(200)
    expect(sent).toEqual([
      { method: 'GET', apikey: 'anon', body: '' },
      { method: 'GET', apikey: 'anon', body: '' },
    ])
  })

  it('sends a POST once, whatever it is answered', async () => {
    const { call, sent } = upstream(503, 200)
    const response = await call('https://db.test/rest/v1/notes', {
      method: 'post',
      body: '{"a":1}',
    })
    expect(response.status).toBe(503)
    expect(sent).toEqual([{ method: 'POST', apikey: null, body: '{"a":1}' }])
  })

  it('sends a PUT again with the same body, a string or a stream', async () => {
    const asString = upstream(503, 204)
    await asString.call('https://db.test/x', { method: 'PUT', body: 'same' })
    expect(asString.sent.map((attempt) => attempt.body)).toEqual(['same', 'same'])

    const asStream = upstream(503, 204)
    const request = new Request('https://db.test/x', {
      method: 'PUT',
      body: new Blob(['streamed']).stream(),
      duplex: 'half',
    } as RequestInit)
    await asStream.call(request)
    expect(asStream.sent.map((attempt) => attempt.body)).toEqual(['streamed', 'streamed'])
  })
})
