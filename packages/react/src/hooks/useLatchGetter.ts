import type { Latch } from '@latch/core'
import { getStore, shallowEqual } from '@latch/core/internal'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatchInstance } from './useLatchInstance'

/**
 * A core getter (`getAccount`, `getNetwork`...) kept current: the hooks are thin over the root's reads,
 * as a host's own code is. It re-reads on every store change and re-renders only on a real change
 * (shallowly), as the getter's watcher would fire; it subscribes to the store itself so that the first
 * load does not carry the watchers' parameter check.
 *
 * @example const account = useLatchGetter(getAccount)
 */
export function useLatchGetter<T>(get: (latch: Latch) => T): T {
  const latch = useLatchInstance()
  const cache = useRef<{ value: T } | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = get(latch)
    if (cache.current && shallowEqual(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }, [latch, get])
  return useSyncExternalStore(getStore(latch).subscribe, getSnapshot, getSnapshot)
}
