import * as React from 'react'

// React 19's `use` reads a settled promise in the same render and reveals it without the fallback's
// throttle; React 18 has no `use` (a namespace import, since a named one fails to link there), and
// suspends on a thrown promise instead.
const use: (<T>(promise: Promise<T>) => T) | undefined = React.use

/** A promise carrying its own outcome, in the fields React's `use` reads to return without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export interface Preloadable<T> {
  /** Starts loading (once; again after a failure) and returns the load. */
  preload: () => Promise<T>
  /** True once loaded: `read` then returns at once. */
  isLoaded: () => boolean
  /** In render: the loaded value, suspending until it is there. Returns synchronously once loaded. */
  read: () => T
}

/**
 * A lazily imported module that can be loaded ahead of its first render. Unlike React.lazy, a
 * module loaded beforehand renders in the same pass: no Suspense fallback, and no wait for React's
 * throttled reveal of content behind a fallback (300 ms).
 *
 * @example
 * const allWallets = preloadable(() => import('./AllWallets'))
 * allWallets.preload() // at idle
 * const { AllWallets } = allWallets.read() // in render
 */
export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let tracked: Tracked<T> | undefined
  const preload = (): Tracked<T> => {
    if (tracked && tracked.status !== 'rejected') return tracked
    const next: Tracked<T> = load()
    next.status = 'pending'
    next.then(
      (value) => {
        next.status = 'fulfilled'
        next.value = value
      },
      (reason: unknown) => {
        next.status = 'rejected'
        next.reason = reason
      },
    )
    tracked = next
    return next
  }
  return {
    preload,
    isLoaded: () => tracked?.status === 'fulfilled',
    read: () => {
      const load = preload()
      if (use) return use<T>(load as Promise<T>)
      if (load.status === 'fulfilled') return load.value as T
      throw load
    },
  }
}

/** Runs `task` when the page is idle (or within `timeout` ms); returns a cancel. */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
