import type { Latch, Unwatch, WatchParameters } from '@latch/core'
import { shallowEqual } from '@latch/core/internal'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatchInstance } from './useLatchInstance'

/**
 * A core getter kept current by its watcher (`getAccount` with `watchAccount`...): the hooks are thin
 * over the root's reads, as a host's own code is. Re-renders only on a real change (shallowly).
 *
 * @example const account = useLatchGetter(getAccount, watchAccount)
 */
export function useLatchGetter<T>(
  get: (latch: Latch) => T,
  watch: (latch: Latch, parameters: WatchParameters<T>) => Unwatch,
): T {
  const latch = useLatchInstance()
  const cache = useRef<{ value: T } | undefined>(undefined)
  const subscribe = useCallback((onChange: () => void) => watch(latch, { onChange }), [latch, watch])
  const getSnapshot = useCallback(() => {
    const next = get(latch)
    if (cache.current && shallowEqual(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }, [latch, get])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
