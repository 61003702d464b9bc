import type { PublicClient } from 'viem'
import { swapSourceFailed } from './swapSourceErrors'
import { type GasPrices, toGasPrices } from './toGasPrices'

/**
 * The chain's gas price now, in the three tiers of `GET /v1/convert/gas-price`.
 *
 * @example
 * await readGasPrices(client, 31337) // { standard: '1000000000', fast: '1250000000', instant: '1500000000' }
 */
export async function readGasPrices(client: PublicClient, chainId: number): Promise<GasPrices> {
  try {
    return toGasPrices(await client.getGasPrice())
  } catch (error) {
    throw swapSourceFailed(chainId, error)
  }
}
