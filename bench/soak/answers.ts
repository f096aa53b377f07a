// Whether an answer is a page or JSON of the portal's own (SPEC §8: no bare 500, no stack, no empty
// body), and the reference an error page shows.

const stackLine = /\n\s+at [\w$.<>[\] ]+ \(?[^\s()]+:\d+:\d+\)?/
const ourDocument = /^<!DOCTYPE html>/i

/** The reference of an error page ("Error 503 · reference {uuid}"), if it shows one. */
export function referenceIn(body: string): string | undefined {
  return /\breference ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i.exec(body)?.[1]
}

/** Why this answer is not one of ours, or undefined when it is. */
export function answerProblem(
  path: string,
  status: number,
  contentType: string,
  body: string,
  location: string | null,
): string | undefined {
  if (status === 0) return `no answer: ${body}`
  if (status >= 300 && status < 400) return location ? undefined : `${status} without a Location`
  if (status === 202 || status === 204) return undefined
  if (!body.trim()) return `${status} with an empty body`
  if (stackLine.test(body)) return `${status} showing a stack trace`
  if (path.startsWith('/api/')) {
    if (!contentType.includes('json')) return `${status} from the API that is not JSON`
    try {
      JSON.parse(body)
    } catch {
      return `${status} from the API with a body that is not JSON`
    }
    return undefined
  }
  if (!contentType.includes('text/html'))
    return `${status} ${contentType || 'without a content type'}: ${body.slice(0, 80)}`
  if (!ourDocument.test(body.trimStart())) return `${status} HTML that is not a portal page: ${body.slice(0, 80)}`
  // A streamed page that stopped half-way is not a page.
  if (!/<\/html>\s*$/i.test(body)) return `${status} page cut off before its end`
  if (status >= 500 && !/class="alert|class="lead|class="status-page/.test(body))
    return `${status} page without a sentence saying what happened`
  return undefined
}
