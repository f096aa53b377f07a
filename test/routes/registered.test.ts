import { describe, expect, it } from 'vitest'
import { app } from '../../src/worker.ts'
import { matchRoute } from '../../src/domain/route-match.ts'

describe('registered pages', () => {
  it('are all in the route table, so the guard and layouts know them', () => {
    const pagePaths = [...new Set(app.routes.map((r) => r.path))].filter((p) => p !== '/*' && !p.startsWith('/api/'))
    expect(pagePaths.length).toBeGreaterThan(8)
    for (const path of pagePaths) {
      // Hono params like ':step{email|password}' stand for a concrete segment.
      const concrete = path
        .replace(/:(\w+)\{([^|}]+)[^}]*\}/g, '$2')
        .replace(/:guestId/g, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')
        .replace(/:visitId/g, '7004')
        .replace(/:file/g, 'stay.ics')
        .replace(/:\w+/g, 'sample')
      const match = matchRoute(concrete)
      expect(match, path).toBeDefined()
      // Only the catch-all itself may land on the catch-all route.
      if (path !== '/:uid') expect(match?.route.name, path).not.toBe('uid')
    }
  })
})
