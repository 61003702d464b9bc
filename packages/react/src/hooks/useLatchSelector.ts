import type { LatchState } from '@latch/core/internal'
import { getStore, shallowEqual } from '@latch/core/internal'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useLatchInstance } from './useLatchInstance'

/**
 * Subscribes to a slice of the store; re-renders only when the slice changes (shallowly).
 *
 * @example const view = useLatchSelector((s) => s.router.view)
 */
export function useLatchSelector<T>(selector: (state: LatchState) => T): T {
  const store = getStore(useLatchInstance())
  const cache = useRef<{ value: T } | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = selector(store.getState())
    if (cache.current && shallowEqual(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }, [store, selector])
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}
