// The Prismic REST API's query predicates the portal uses: at, any, in, not, on document.type,
// document.id, document.tags and my.{type}.{field} (e.g. my.faq_category.uid).

export interface Predicate {
  readonly name: 'at' | 'any' | 'in' | 'not'
  readonly path: string
  readonly value: string | number | readonly (string | number)[]
}

export class PredicateSyntaxError extends Error {}

/** Parses one `q` parameter: `[[at(document.type, "page")][any(document.id, ["a", "b"])]]`. */
export function parsePredicates(q: string): Predicate[] {
  const inner = q.trim()
  if (!inner.startsWith('[') || !inner.endsWith(']'))
    throw new PredicateSyntaxError(`unexpected '${inner.slice(0, 1)}' expected '['`)
  const predicates: Predicate[] = []
  const pattern = /\[(at|any|in|not)\(\s*([\w.]+)\s*,\s*(\[[^\]]*\]|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)\s*\)\]/y
  let rest = inner.slice(1, -1)
  while (rest.trim()) {
    rest = rest.trimStart()
    pattern.lastIndex = 0
    const match = pattern.exec(rest)
    if (!match) throw new PredicateSyntaxError(`Invalid predicate: ${rest.slice(0, 60)}`)
    predicates.push({ name: match[1] as Predicate['name'], path: match[2]!, value: JSON.parse(match[3]!) })
    rest = rest.slice(match[0].length)
  }
  return predicates
}

export interface SearchableDocument {
  readonly id: string
  readonly uid: string | null
  readonly type: string
  readonly tags: readonly string[]
  readonly data: Record<string, unknown>
}

function valuesAt(doc: SearchableDocument, path: string): unknown[] {
  if (path === 'document.type') return [doc.type]
  if (path === 'document.id') return [doc.id]
  if (path === 'document.tags') return [...doc.tags]
  const my = /^my\.(\w+)\.(\w+)$/.exec(path)
  if (!my) throw new PredicateSyntaxError(`Unknown field: ${path}`)
  if (my[1] !== doc.type) return []
  return my[2] === 'uid' ? [doc.uid] : [doc.data[my[2]!]]
}

export function matchesAll(doc: SearchableDocument, predicates: readonly Predicate[]): boolean {
  return predicates.every((p) => {
    const values = valuesAt(doc, p.path)
    const wanted = Array.isArray(p.value) ? p.value : [p.value]
    switch (p.name) {
      case 'at':
        // `at` on tags means all the given tags are present.
        return p.path === 'document.tags' ? wanted.every((w) => values.includes(w)) : values.includes(p.value as string)
      case 'not':
        return !values.includes(p.value as string)
      case 'any':
      case 'in':
        return wanted.some((w) => values.includes(w))
      default:
        return false
    }
  })
}
