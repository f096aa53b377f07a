// Every sandbox route fits Hono's RegExpRouter: a single route it refuses makes Hono's SmartRouter use its TrieRouter
// for every request, and the browser tests send the sandbox thousands.
import { describe, expect, it } from 'vitest'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import app from '../../sandbox/index.ts'

describe("the sandbox's routes", () => {
  it("fit Hono's RegExpRouter", () => {
    const router = new RegExpRouter<unknown>()
    const refused = app.routes.filter((route) => {
      try {
        router.add(route.method, route.path, route.handler)
        return false
      } catch {
        return true
      }
    })
    expect(refused.map((route) => `${route.method} ${route.path}`)).toEqual([])
    expect(() => router.match('GET', '/__sandbox/outbox')).not.toThrow()
  })
})
