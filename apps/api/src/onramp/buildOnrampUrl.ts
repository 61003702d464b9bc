import { createHash } from 'node:crypto'
import { toEvmAddress } from '../http/chainSchemas'
import { ApiError } from '../http/errors'
import type { PriceTable } from '../prices/types'
import { checkOnrampPurchase, type OnrampPurchaseRequest } from './checkOnrampPurchase'
import { formatCents } from './onrampAmount'
import { findOnrampProvider } from './onrampProviders'
import type { OnrampSettings } from './types'

/** Spec §5: a Solana address is 32 to 44 base58 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export interface BuildOnrampUrlParameters extends OnrampPurchaseRequest {
  provider: string
  /** The wallet the tokens go to. */
  address: string
  projectId: string
}

/**
 * The provider's checkout for this purchase, after the same checks as a quote plus the provider's own
 * networks (400 ONRAMP_NETWORK_UNSUPPORTED) and an address of the network's kind (400 INVALID_BODY). The
 * customer id is a hash of the project and the wallet: stable for the provider, meaningless to others.
 *
 * @example
 * buildOnrampUrl({ provider: 'meld', address: '0xf39F…', projectId: 'latch-demo', …purchase }, deps)
 */
export function buildOnrampUrl(
  params: BuildOnrampUrlParameters,
  deps: { onramp?: OnrampSettings; prices?: PriceTable },
): string {
  const provider = findOnrampProvider(deps.onramp, params.provider)
  const purchase = checkOnrampPurchase(params, deps)
  if (!provider.servesNetwork(params.network)) {
    throw new ApiError(
      'ONRAMP_NETWORK_UNSUPPORTED',
      `network: ${provider.id} does not sell on ${params.network}`,
    )
  }
  const walletAddress = params.network.startsWith('eip155:')
    ? toEvmAddress(params.address)
    : SOLANA_ADDRESS.test(params.address)
      ? params.address
      : undefined
  if (!walletAddress) throw new ApiError('INVALID_BODY', `address: not an address on ${params.network}`)
  const customerId = createHash('sha256')
    .update(`${params.projectId}:${walletAddress}`)
    .digest('hex')
    .slice(0, 32)
  return provider.buildUrl({
    network: params.network,
    walletAddress,
    purchaseCurrency: params.purchaseCurrency.toUpperCase(),
    paymentCurrency: purchase.paymentCurrency,
    amount: formatCents(purchase.cents),
    customerId,
  })
}
