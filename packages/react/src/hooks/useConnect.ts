import { type ConnectParameters, connect } from '@latch/core'
import type { LatchState, PendingRequest } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

export interface UseConnectReturnType {
  /** Asks a wallet to connect; rejects with a `ConnectErrorType`. */
  connect: (parameters: ConnectParameters) => Promise<void>
  /** True while the wallet has not answered. */
  isPending: boolean
  /** The last attempt's failure, as the Connecting view shows it, until the next attempt. */
  error: PendingRequest['error']
}

const selectConnecting = (s: LatchState) => ({
  isPending: s.connecting?.status === 'waiting',
  error: s.connecting?.status === 'error' ? s.connecting.error : undefined,
})

/**
 * Connects a wallet (the `connect` action), with its pending state and last error.
 *
 * @example
 * const { connect, isPending, error } = useConnect()
 * return <button disabled={isPending} onClick={() => connect({ connectorId: 'io.metamask' })}>{error?.message ?? 'MetaMask'}</button>
 */
export function useConnect(): UseConnectReturnType {
  const latch = useLatchInstance()
  const { isPending, error } = useLatchSelector(selectConnecting)
  const connectWith = useCallback((parameters: ConnectParameters) => connect(latch, parameters), [latch])
  return { connect: connectWith, isPending, error }
}
