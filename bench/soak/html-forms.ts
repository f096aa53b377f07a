// Reads the forms of a page as a browser would submit them: each POST form's action, its fields
// with their current values, and each select's choices. Enough for the portal's own server-rendered
// forms (attributes in double quotes, as React writes them).

export interface PageForm {
  readonly action: string
  readonly fields: Map<string, string>
  /** The values each select offers (the empty placeholder left out). */
  readonly choices: Map<string, string[]>
  /** Names of checkboxes (sent only when checked). */
  readonly checkboxes: string[]
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) out.set(m[1]!.toLowerCase(), decode(m[2] ?? ''))
  return out
}

/** The POST forms in `html`, in order; `path` is the page's own path (a form without action posts there). */
export function postForms(html: string, path: string): PageForm[] {
  const forms: PageForm[] = []
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const form = attributes(m[1]!)
    if ((form.get('method') ?? 'get').toLowerCase() !== 'post') continue
    const body = m[2]!
    const fields = new Map<string, string>()
    const choices = new Map<string, string[]>()
    const checkboxes: string[] = []
    for (const input of body.matchAll(/<input\b([^>]*)>/g)) {
      const a = attributes(input[1]!)
      const name = a.get('name')
      if (!name) continue
      if (a.get('type') === 'checkbox') {
        checkboxes.push(name)
        if (a.has('checked')) fields.set(name, a.get('value') || 'on')
      } else fields.set(name, a.get('value') ?? '')
    }
    for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attributes(select[1]!).get('name')
      if (!name) continue
      const options = [...select[2]!.matchAll(/<option\b([^>]*)>/g)].map((o) => attributes(o[1]!))
      choices.set(name, options.map((o) => o.get('value') ?? '').filter(Boolean))
      fields.set(name, options.find((o) => o.has('selected'))?.get('value') ?? '')
    }
    for (const area of body.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const name = attributes(area[1]!).get('name')
      if (name) fields.set(name, decode(area[2]!))
    }
    forms.push({ action: form.get('action') || path, fields, choices, checkboxes })
  }
  return forms
}
