// Just enough of Go's text/template to render the project's email templates and subjects in a test:
// `{{ .Field }}`, `{{ .Map.key }}`, `{{ $name := … }}`, `$name`, `{{ if … }}…{{ else if … }}…{{ else }}…{{ end }}`,
// `{{/* comments */}}`, and the functions `or`, `and`, `not`, `eq` and `print` with string arguments. Anything else
// throws, so a template that grows past this is noticed here rather than rendered wrongly. (The auth service renders
// them with Go's html/template, which also escapes what it prints; these tests print plain URLs and digits only.)

/** A value in the template; null for a map's missing key, which Go prints with `print` as "<nil>". */
type Value = string | boolean | null
/** What the auth service passes: strings, and the user's metadata as the map `Data`. */
type Data = Readonly<Record<string, string | Readonly<Record<string, unknown>>>>
type Node =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'print'; readonly expr: string }
  | { readonly kind: 'set'; readonly name: string; readonly expr: string }
  | { readonly kind: 'if'; readonly expr: string; readonly whenTrue: Node[]; readonly whenFalse: Node[] }

function parse(template: string): Node[] {
  const tokens = template.split(/(\{\{-?\s*[\s\S]*?\s*-?\}\})/)
  let at = 0
  const ifNode = (expr: string): Node => {
    const whenTrue = block(true)
    if (whenTrue.end === 'else if') {
      // The else-if's own if was pushed last and has consumed the shared end.
      const elseIf = whenTrue.nodes.pop()!
      return { kind: 'if', expr, whenTrue: whenTrue.nodes, whenFalse: [elseIf] }
    }
    const whenFalse = whenTrue.end === 'else' ? block(true) : { nodes: [], end: 'end' as const }
    if (whenFalse.end !== 'end') throw new Error('an if without its end')
    return { kind: 'if', expr, whenTrue: whenTrue.nodes, whenFalse: whenFalse.nodes }
  }
  const block = (inIf: boolean): { nodes: Node[]; end: 'else' | 'else if' | 'end' | 'eof' } => {
    const nodes: Node[] = []
    while (at < tokens.length) {
      const token = tokens[at++]!
      const action = /^\{\{-?\s*([\s\S]*?)\s*-?\}\}$/.exec(token)?.[1]
      if (action === undefined) {
        if (token) nodes.push({ kind: 'text', text: token })
      } else if (/^\/\*[\s\S]*\*\/$/.test(action)) {
        // A comment prints nothing.
      } else if (action === 'else' || action === 'end') {
        if (!inIf) throw new Error(`{{ ${action} }} outside an if`)
        return { nodes, end: action }
      } else if (action.startsWith('else if ')) {
        if (!inIf) throw new Error('{{ else if }} outside an if')
        // `{{ else if b }}x{{ end }}` is `{{ else }}{{ if b }}x{{ end }}{{ end }}`: the inner if takes the one end.
        nodes.push(ifNode(action.slice('else if '.length)))
        return { nodes, end: 'else if' }
      } else if (action.startsWith('if ')) {
        nodes.push(ifNode(action.slice(3)))
      } else {
        const set = /^\$(\w+)\s*:=\s*([\s\S]+)$/.exec(action)
        nodes.push(set ? { kind: 'set', name: set[1]!, expr: set[2]! } : { kind: 'print', expr: action })
      }
    }
    if (inIf) throw new Error('an if without its end')
    return { nodes, end: 'eof' }
  }
  return block(false).nodes
}

/** Splits a pipeline into its words: `.Field`, `$name`, "strings", parenthesised groups, function names. */
function words(expr: string): string[] {
  const found: string[] = []
  let at = 0
  while (at < expr.length) {
    const char = expr[at]!
    if (/\s/.test(char)) at++
    else if (char === '"') {
      const end = expr.indexOf('"', at + 1)
      if (end < 0) throw new Error(`an unclosed string in ${expr}`)
      found.push(expr.slice(at, end + 1))
      at = end + 1
    } else if (char === '(') {
      let depth = 0
      let end = at
      for (; end < expr.length; end++) {
        if (expr[end] === '(') depth++
        if (expr[end] === ')' && --depth === 0) break
      }
      found.push(expr.slice(at, end + 1))
      at = end + 1
    } else {
      const word = /^[^\s()"]+/.exec(expr.slice(at))![0]
      found.push(word)
      at += word.length
    }
  }
  return found
}

const truthy = (value: Value) => value !== '' && value !== false && value !== null

function evaluate(expr: string, data: Data, vars: Map<string, Value>): Value {
  const [head, ...args] = words(expr.trim())
  if (head === undefined) throw new Error('an empty action')
  const value = (word: string): Value => {
    if (word.startsWith('"')) return JSON.parse(word) as string
    if (word.startsWith('(')) return evaluate(word.slice(1, -1), data, vars)
    if (word.startsWith('.')) {
      const [name = '', key, ...deeper] = word.slice(1).split('.')
      const field = data[name]
      if (field === undefined) throw new Error(`no field .${name}`)
      if (key === undefined) {
        if (typeof field !== 'string') throw new Error(`.${name} is a map`)
        return field
      }
      if (typeof field === 'string' || deeper.length) throw new Error(`cannot evaluate ${word}`)
      // A map's missing key is Go's zero value, not an error.
      const found = field[key]
      if (found === undefined || found === null) return null
      return typeof found === 'string' ? found : String(found)
    }
    if (word.startsWith('$')) {
      const found = vars.get(word.slice(1))
      if (found === undefined) throw new Error(`no variable ${word}`)
      return found
    }
    throw new Error(`cannot evaluate ${word}`)
  }
  const values = () => args.map(value)
  switch (head) {
    case 'or':
      return values().find(truthy) ?? values().at(-1)!
    case 'and':
      return values().find((v) => !truthy(v)) ?? values().at(-1)!
    case 'not':
      return !truthy(value(args[0]!))
    case 'eq': {
      const [first, ...rest] = values()
      return rest.some((v) => v === first)
    }
    case 'print':
      return values()
        .map((v) => (v === null ? '<nil>' : String(v)))
        .join('')
    default:
      if (args.length) throw new Error(`unknown function ${head}`)
      return value(head)
  }
}

/** Renders a template with `data` (the auth service's SiteURL, Token, TokenHash, RedirectTo, …). */
export function renderGoTemplate(template: string, data: Data): string {
  const vars = new Map<string, Value>()
  const run = (nodes: Node[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return node.text
        if (node.kind === 'print') return String(evaluate(node.expr, data, vars))
        if (node.kind === 'set') {
          vars.set(node.name, evaluate(node.expr, data, vars))
          return ''
        }
        return run(truthy(evaluate(node.expr, data, vars)) ? node.whenTrue : node.whenFalse)
      })
      .join('')
  return run(parse(template))
}
