/**
 * Whether two values are equal one level down: the same value, or objects (arrays too) with the same
 * keys whose values are the same (`Object.is`). What the watchers and the React hooks compare with, so
 * that a new object with the same contents is no change.
 *
 * @example shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' }) // true
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
