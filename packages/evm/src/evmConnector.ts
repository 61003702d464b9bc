import type { Connector } from '@latch/core'
import type { Eip1193Provider } from './isEip1193Provider'

/** A discovered EVM wallet: a core `Connector` whose provider is known to be EIP-1193. */
export type EvmConnector = Connector & { provider: Eip1193Provider }
