import type { PolkadotDevWallet } from '../polkadot/createPolkadotDevWallet'
import { type ConnectFault, withFault } from './connectFault'

/**
 * The Polkadot dev wallet's `injectedWeb3` entry with an `enable` that hangs or answers garbage while
 * `faultOf()` says so, and otherwise is the wallet's own. For tests of a site's error paths.
 *
 * @example
 * let fault: ConnectFault
 * target.injectedWeb3 = { [POLKADOT_DEV_WALLET_KEY]: withPolkadotEnableFaults(wallet.entry, () => fault) }
 */
export function withPolkadotEnableFaults(
  entry: PolkadotDevWallet['entry'],
  faultOf: () => ConnectFault,
): PolkadotDevWallet['entry'] {
  return { ...entry, enable: withFault(entry.enable, faultOf) as PolkadotDevWallet['entry']['enable'] }
}
