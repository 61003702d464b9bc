import type { ApiConfig, NativeBalance } from '@latch/core'
import { apiRequest } from '@latch/core/internal'
import * as z from 'zod/mini'

const balancesSchema = z.object({
  balances: z.array(
    z.object({
      symbol: z.string(),
      address: z.optional(z.string()),
      quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    }),
  ),
})

/** Satoshis per bitcoin: 10^8. */
const BTC_DECIMALS = 8

/**
 * An address's BTC balance in satoshis from the services' balance call (spec §7: the sum of its UTXOs),
 * the native entry of the answer; the modal floors it for display.
 *
 * @example
 * await getBtcBalance(api, { address: 'bc1q…', caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' })
 * // { value: 984999000n, decimals: 8, symbol: 'BTC' }
 */
export async function getBtcBalance(
  api: ApiConfig,
  { address, caipNetworkId }: { address: string; caipNetworkId: string },
): Promise<NativeBalance> {
  const { balances } = await apiRequest(api, {
    path: `/v1/account/${encodeURIComponent(address)}/balance`,
    query: { chainId: caipNetworkId },
    schema: balancesSchema,
  })
  const native = balances.find((balance) => balance.address === undefined)
  if (!native) return { value: 0n, decimals: BTC_DECIMALS, symbol: 'BTC' }
  const [whole = '0', fraction = ''] = native.quantity.numeric.split('.')
  const decimals = Number(native.quantity.decimals)
  const value = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  return { value, decimals, symbol: native.symbol }
}
