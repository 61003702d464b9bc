import { type GetAccountReturnType, getAccount } from '@latch/core'
import { useLatchGetter } from './useLatchGetter'

/** The active account: core's `getAccount`, kept current. */
export type UseAccountReturnType = GetAccountReturnType

/**
 * The active account (core's `getAccount`, kept current).
 *
 * @example
 * const { address, balance, balanceSymbol, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  return useLatchGetter(getAccount)
}
