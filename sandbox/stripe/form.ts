// Stripe's request encoding: `application/x-www-form-urlencoded` bodies (and query strings) with nested keys,
// `line_items[0][price_data][unit_amount]=500`, `metadata[order]=A1`, `expand[]=payment_intent` (the `stripe`
// package writes arrays with indices: `expand[0]=…`). Values stay strings, as Stripe receives them.

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type Form = { [key: string]: FormValue }

function splitKey(key: string): string[] {
  const first = key.indexOf('[')
  if (first <= 0) return [key]
  const parts = [key.slice(0, first)]
  for (const [, part = ''] of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(part)
  return parts
}

function place(target: Record<string, FormValue>, parts: string[], value: string): void {
  let node = target
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] === '' ? String(Object.keys(node).length) : parts[i]!
    const next = node[part]
    if (typeof next !== 'object' || next === null) node[part] = {}
    node = node[part] as Record<string, FormValue>
  }
  const last = parts.at(-1) === '' ? String(Object.keys(node).length) : parts.at(-1)!
  node[last] = value
}

// An object whose keys are all indices is a list, in index order (metadata keys stay keys).
function lists(value: FormValue, key = ''): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const out: Form = {}
  for (const k of keys) out[k] = key === 'metadata' ? value[k]! : lists(value[k]!, k)
  if (key !== 'metadata' && keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => out[k]!)
  return out
}

/** Parses a form body or query string into Stripe's nested parameters. */
export function parseForm(text: string): Form {
  const root: Record<string, FormValue> = {}
  for (const [key, value] of new URLSearchParams(text)) place(root, splitKey(key), value)
  return lists(root) as Form
}

/** The parameters written with sorted keys: two requests with the same parameters in any order compare equal. */
export function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
    .join(',')}}`
}

/** The bracketed name of a nested parameter, as Stripe names it in errors: `line_items[0][quantity]`. */
export function paramName(path: readonly (string | number)[]): string {
  return path.map((part, i) => (i === 0 ? String(part) : `[${part}]`)).join('')
}
