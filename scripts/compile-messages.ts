// Compiles the message catalogue (messages/<locale>/<area>.json, project.inlang/settings.json) into typed message
// functions under generated/messages/ (decision 045). Run by build.ts; on its own: `node scripts/compile-messages.ts`.
import { compile } from '@inlang/paraglide-js'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
await compile({
  project: join(root, 'project.inlang'),
  outdir: join(root, 'generated/messages'),
  // The portal passes each guest's locale itself (src/i18n/texts.ts): the runtime's own strategies never decide.
  strategy: ['baseLocale'],
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
  includeEslintDisableComment: false,
})
console.log('messages → generated/messages/')
// The inlang SDK leaves a handle open after compiling; nothing else is pending here.
process.exit(0)
