/**
 * Freezes a value and everything it holds, so an object shared across requests stays as it was. A Map's or Set's
 * entries are frozen too, though the collection itself still takes `set`/`add`: its Readonly type is what guards it.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  const inner =
    value instanceof Map
      ? [...value.keys(), ...value.values()]
      : value instanceof Set
        ? [...value]
        : Object.values(value)
  for (const held of inner) deepFreeze(held)
  return value
}
