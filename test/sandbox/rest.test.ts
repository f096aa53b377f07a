// PostgREST's profiles: the real client's .single() / .maybeSingle(), row-level security, and
// the headers and error bodies the real service sends.
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ProfileRow, profileColumns } from '../../src/integrations/auth/profile.ts'
import { call, client, control, guest, signedIn, useSandbox } from './support.ts'
import { expectConsoleErrors } from '../support/console-errors.ts'

useSandbox()

describe('reading profiles', () => {
  it('gives a user their own row, checked by the portal schema', async () => {
    const g = await guest()
    const { client: c } = await signedIn(g)
    const single = await c.from('profiles').select(profileColumns).eq('id', g.id).single()
    expect(single.error).toBeNull()
    expect(v.parse(ProfileRow, single.data)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      msd_contact_id: null,
      mindbody_client_id: '42',
    })
    expect((await c.from('profiles').select('first_name').eq('id', g.id).maybeSingle()).data).toEqual({
      first_name: 'Ada',
    })
    expect((await c.from('profiles').select('*').eq('id', g.id)).data).toEqual([
      { id: g.id, first_name: 'Ada', last_name: 'Lovelace', msd_contact_id: null, mindbody_client_id: '42' },
    ])
    expect((await c.from('profiles').select('given:first_name').eq('last_name', 'Lovelace')).data).toEqual([
      { given: 'Ada' },
    ])
  })

  it("hides other users' rows (row-level security) and answers PGRST116 to .single()", async () => {
    const me = await guest()
    const other = await guest()
    const { client: c } = await signedIn(me)
    expect((await c.from('profiles').select('*').eq('id', other.id)).data).toEqual([])
    const single = await c.from('profiles').select('*').eq('id', other.id).single()
    expect(single.status).toBe(406)
    expect(single.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    })
    const maybe = await c.from('profiles').select('*').eq('id', other.id).maybeSingle()
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 })
    // Without a user's token (the anon key alone) nothing is visible.
    expect((await client().from('profiles').select('*')).data).toEqual([])
  })

  it('sends the headers PostgREST sends', async () => {
    const g = await guest()
    const { session } = await signedIn(g)
    const array = await call(`/rest/v1/profiles?select=first_name&id=eq.${g.id}`, {
      token: session.access_token,
      headers: { 'accept-profile': 'public' },
    })
    expect(array.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(array.headers.get('content-range')).toBe('0-0/*')
    const object = await call(`/rest/v1/profiles?select=first_name&id=eq.${g.id}`, {
      token: session.access_token,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    })
    expect(object.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(await object.json()).toEqual({ first_name: 'Ada' })
    const counted = await call(`/rest/v1/profiles?select=id`, {
      token: session.access_token,
      headers: { prefer: 'count=exact' },
    })
    expect(counted.headers.get('content-range')).toBe('0-0/1')
    const none = await call(`/rest/v1/profiles?select=id&id=eq.00000000-0000-0000-0000-000000000000`, {
      token: session.access_token,
    })
    expect(none.headers.get('content-range')).toBe('*/*')
    const stripped = await call(`/rest/v1/profiles?select=first_name,msd_contact_id`, {
      token: session.access_token,
      headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    })
    expect(await stripped.json()).toEqual([{ first_name: 'Ada' }])
  })
})

describe('PostgREST errors', () => {
  it('answers a bad token with 401 PGRST301 and an expired one with PGRST303', async () => {
    const bad = await call('/rest/v1/profiles?select=*', { token: 'a.b.c' })
    expect(bad.status).toBe(401)
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/)
    expect(await bad.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message: expect.any(String) })

    const g = await guest()
    await control('/settings', 'POST', { accessTokenTtl: 1 })
    const { session } = await signedIn(g)
    await control('/settings', 'POST', { accessTokenTtl: 3600 })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // Raw: the client would refresh an expired session before using it.
    const expired = await call(`/rest/v1/profiles?select=*&id=eq.${g.id}`, { token: session.access_token })
    expect(expired.status).toBe(401)
    expect(expired.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    )
    expect(await expired.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
  })

  it('answers unknown tables, columns and filters, other schemas and a missing key as PostgREST does', async () => {
    expectConsoleErrors(/^sandbox: PostgREST write refused/)
    const g = await guest()
    const { client: c, session } = await signedIn(g)
    const table = await c.from('bookings').select('*')
    expect(table.status).toBe(404)
    expect(table.error).toMatchObject({ code: 'PGRST205', details: null })
    expect((await c.from('profiles').select('shoe_size')).error).toMatchObject({
      code: '42703',
      message: 'column profiles.shoe_size does not exist',
    })
    expect((await call('/rest/v1/profiles?id=like.x', { token: session.access_token })).status).toBe(400)
    expect((await c.schema('private').from('profiles').select('*')).error?.code).toBe('PGRST106')
    expect((await call('/rest/v1/profiles', { headers: { apikey: '' } })).status).toBe(401)
    const write = await c.from('profiles').update({ first_name: 'Eve' }).eq('id', g.id)
    expect(write.error?.code).toBe('42501')
  })
})
