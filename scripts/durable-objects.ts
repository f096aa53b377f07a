// The Durable Objects the worker hosts, for the deploy check (scripts/deploy-check.ts): bindings are not inherited by
// wrangler.toml's environments, so each must declare every object, and a class needs a migration that creates it.

/** Each object's binding (in Bindings) and the class src/worker.ts exports. */
export const durableObjects = [{ binding: 'MESSAGE_THREADS', className: 'MessageThread' }] as const

interface DeclaredBinding {
  readonly name: string
  readonly class_name: string
  readonly script_name?: string | undefined
}

interface Migration {
  readonly new_classes?: readonly string[] | undefined
  readonly new_sqlite_classes?: readonly string[] | undefined
  readonly deleted_classes?: readonly string[] | undefined
}

/** What an environment's Durable Object bindings and migrations lack; none when each object is declared and created. */
export function durableObjectDeclarationProblems(
  bindings: readonly DeclaredBinding[],
  migrations: readonly Migration[],
): string[] {
  const created = new Set<string>()
  for (const migration of migrations) {
    for (const name of [...(migration.new_classes ?? []), ...(migration.new_sqlite_classes ?? [])]) created.add(name)
    for (const name of migration.deleted_classes ?? []) created.delete(name)
  }
  const problems: string[] = []
  for (const { binding, className } of durableObjects) {
    const declared = bindings.find((b) => b.name === binding)
    if (!declared) problems.push(`Durable Object binding ${binding} (class ${className}) is missing`)
    else if (declared.class_name !== className || declared.script_name)
      problems.push(`Durable Object binding ${binding} must name this worker's class ${className}`)
    if (!created.has(className)) problems.push(`no [[migrations]] entry creates the Durable Object class ${className}`)
  }
  return problems
}
