// A bundle names each module in a comment before its code (`// src/http/rendering/html-stream.ts`): which module a
// line of the bundle belongs to, for the profiles' tables by module.

/** Answers the module (a package as `npm:name`) that holds a line of the bundle, counted from 0. */
export function moduleFinder(bundleText: string): (line: number) => string {
  const modules: [line: number, name: string][] = []
  bundleText.split('\n').forEach((text, line) => {
    const named = /^\/\/ ((?:src|node_modules|generated)\/\S+|<stdin>)/.exec(text)
    if (named)
      modules.push([
        line,
        named[1]!.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, 'npm:$1').replace('<stdin>', '(entry)'),
      ])
  })
  return (line) => {
    let found = '(bundle)'
    for (let low = 0, high = modules.length - 1; low <= high; ) {
      const middle = (low + high) >> 1
      if (modules[middle]![0] <= line) [found, low] = [modules[middle]![1], middle + 1]
      else high = middle - 1
    }
    return found
  }
}
