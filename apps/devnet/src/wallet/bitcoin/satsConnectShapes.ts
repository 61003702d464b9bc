import type { BitcoinDevnetKey } from '../../bitcoinAccounts'
import { ProviderRpcError } from '../providerRpcError'

/** sats-connect's error codes: a rejection, and a request the wallet cannot serve. */
const SATS_CONNECT_USER_REJECTION = -32000
const SATS_CONNECT_ACCESS_DENIED = -32002

/**
 * An address as sats-connect's `getAccounts` and `wallet_getAccount` answer it.
 *
 * @example toSatsConnectAddress(bitcoinDevnetAccount(0).payment, 'payment').addressType // 'p2wpkh'
 */
export function toSatsConnectAddress(key: BitcoinDevnetKey, purpose: 'payment' | 'ordinals') {
  return {
    address: key.address,
    publicKey: key.publicKey,
    purpose,
    addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
    derivationPath: key.path,
  }
}

/**
 * The sats-connect error code for what the wallet threw: its rejection and access codes for EIP-1193's 4001
 * and 4100, the RPC error's own code otherwise, -32603 for anything else.
 *
 * @example toSatsConnectCode(userRejectedError()) // -32000
 */
export function toSatsConnectCode(error: unknown): number {
  if (!(error instanceof ProviderRpcError)) return -32603
  if (error.code === 4001) return SATS_CONNECT_USER_REJECTION
  if (error.code === 4100) return SATS_CONNECT_ACCESS_DENIED
  return error.code
}
