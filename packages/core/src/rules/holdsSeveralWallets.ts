import type { Connection } from '../types/connector'

/**
 * Whether a namespace's list was made with multiWallet on: then every connection carries a status,
 * off none does. Lets the wallet events tell without resolving the features.
 *
 * @example holdsSeveralWallets([{ connectorId: 'AUTH', accounts, status: 'connected' }]) // true
 */
export function holdsSeveralWallets(connections: readonly Connection[] | undefined): boolean {
  return connections?.some((connection) => connection.status !== undefined) ?? false
}
