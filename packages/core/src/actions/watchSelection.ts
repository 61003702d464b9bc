import * as z from 'zod/mini'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { shallowEqual } from '../utils/shallowEqual'
import { parseActionParameters } from './parseActionParameters'

/** What every watcher takes: the function called on each real change. */
export interface WatchParameters<Value> {
  /** Called with the new value and the one before, only when they differ (shallowly). */
  onChange(value: Value, previousValue: Value): void
}

/** Stops the watching; calling it again does nothing. */
export type Unwatch = () => void

const watchParametersSchema = z.object({
  onChange: z.custom<(value: unknown, previousValue: unknown) => void>(
    (value) => typeof value === 'function',
    'a function is required',
  ),
})

/**
 * Calls `onChange` each time `read(latch)` gives a value that is not `isEqual` to the one before
 * (shallow equality by default), for the watchers of the root (watchAccount, watchNetwork...).
 * Throws a reported InvalidInputError when `onChange` is not a function.
 *
 * @example const unwatch = watchSelection(latch, getAccount, { onChange: (account) => render(account) })
 */
export function watchSelection<Value>(
  latch: Latch,
  read: (latch: Latch) => Value,
  parameters: WatchParameters<Value>,
  isEqual: (a: Value, b: Value) => boolean = shallowEqual,
): Unwatch {
  const { onChange } = parseActionParameters(latch, watchParametersSchema, parameters)
  let current = read(latch)
  return getStore(latch).subscribe(() => {
    const next = read(latch)
    if (isEqual(next, current)) return
    const previous = current
    current = next
    onChange(next, previous)
  })
}
