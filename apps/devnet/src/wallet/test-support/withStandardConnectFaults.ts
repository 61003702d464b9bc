import type { Wallet } from '@wallet-standard/base'
import { type ConnectFault, withFault } from './connectFault'

/** The wallet-standard features a site connects through (Bitcoin wallets add their own). */
const CONNECT_FEATURES = ['standard:connect', 'bitcoin:connect'] as const

/**
 * A wallet-standard dev wallet (Solana's, Bitcoin's) whose connect features hang or answer garbage while
 * `faultOf()` says so, and otherwise are the wallet's own; everything else is the wallet itself. For tests
 * of a site's error paths, like wagmi's mock connector's switches.
 *
 * @example
 * let fault: ConnectFault
 * getWallets().register(withStandardConnectFaults(wallet, () => fault))
 * fault = 'hang'
 */
export function withStandardConnectFaults<wallet extends Wallet>(
  wallet: wallet,
  faultOf: () => ConnectFault,
): wallet {
  const features: Record<string, unknown> = { ...wallet.features }
  for (const name of CONNECT_FEATURES) {
    const feature = wallet.features[name] as { connect(...args: unknown[]): Promise<unknown> } | undefined
    if (feature) features[name] = { ...feature, connect: withFault(feature.connect, faultOf) }
  }
  // the wallet as the prototype: its getters (accounts) and methods stay its own
  return Object.create(wallet, { features: { value: Object.freeze(features), enumerable: true } })
}
