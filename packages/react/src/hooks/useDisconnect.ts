import { disconnect } from '@latch/core'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'

export interface UseDisconnectReturnType {
  /** Disconnects the active wallet; the page forgets it even when the wallet fails (`DisconnectErrorType`). */
  disconnect: () => Promise<void>
}

/**
 * Disconnects the active wallet (the `disconnect` action).
 *
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const latch = useLatchInstance()
  return { disconnect: useCallback(() => disconnect(latch), [latch]) }
}
