export interface Emitter<events extends object> {
  on<event extends keyof events>(event: event, listener: (payload: events[event]) => void): void
  off<event extends keyof events>(event: event, listener: (payload: events[event]) => void): void
  emit<event extends keyof events>(event: event, payload: events[event]): void
}

/**
 * A small typed event emitter. A throwing listener does not stop the others (its error is
 * re-thrown asynchronously so it still shows up), as in browser wallets.
 *
 * @example
 * const emitter = createEmitter<{ chainChanged: string }>()
 * emitter.on('chainChanged', (chainId) => console.log(chainId))
 */
export function createEmitter<events extends object>(): Emitter<events> {
  const listeners = new Map<keyof events, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: events[typeof event]) => void)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
