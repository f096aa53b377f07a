// The scan behind test/domain/english-literals.test.ts (decision 045): what in a source file reads as English words.

/** The source without comments (a string holding `//`, such as a URL, is kept). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, (_match, before = '') => before)
}

/** Text that reads as words: two words, or one capitalised word in JSX text. */
const twoWords = /[A-Za-z]{2,}[,.!?]? +[A-Za-z]{2,}/
const oneWord = /[A-Za-z]{2,}/

/** The literals in a source file that read as words a guest would see. */
export function literalsIn(source: string, jsx: boolean): string[] {
  const code = withoutComments(source)
    // Not read by a guest: class names, import paths, test ids, thrown or logged errors.
    .replace(/className=("[^"]*"|\{[^{}]*\}|\{`[^`]*`\})/g, '')
    .replace(/^\s*(import|export)\b[^\n]*from\s+'[^']*'/gm, '')
    .replace(/new Error\((`[^`]*`|'[^']*'|"[^"]*")/g, 'new Error(')
  const found: string[] = []
  for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\\n]|\\.)*)`/g)) {
    const body = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ')
    // Markup, code and CSS in a string (`<div class="…"`, `a = b;`) are not sentences.
    if (twoWords.test(body) && !/[=;<{]/.test(body)) found.push(body.trim())
  }
  if (jsx) {
    for (const match of code.matchAll(/>([^<>{}]*)(?=[<{])/g)) {
      const text = (match[1] ?? '').trim()
      // A type's closing `>` before a property or a parameter list's next item (`Record<string, string>` then `readonly scripts:`) is no JSX text.
      if (oneWord.test(text) && !/[=;()]|=>/.test(text) && !/^(readonly\s+)?\w+\??:$|^[,|&]/.test(text))
        found.push(text)
    }
    for (const match of code.matchAll(/\b(aria-label|alt|title|placeholder|label)="([^"]*)"/g)) {
      if (oneWord.test(match[2] ?? '')) found.push(match[2] ?? '')
    }
  }
  return found
}
