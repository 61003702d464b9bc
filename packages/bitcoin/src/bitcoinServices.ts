import type { ApiConfig } from '@latch/core'
import { apiRequest } from '@latch/core/internal'
import * as z from 'zod/mini'
import type { BitcoinUtxo } from './planBitcoinTransfer'

const utxosSchema = z.object({
  utxos: z.array(
    z.object({
      txid: z.string(),
      vout: z.number(),
      value: z.string().check(z.regex(/^\d+$/)),
      script: z.string(),
      height: z.nullable(z.number()),
    }),
  ),
})
const feeRateSchema = z.object({ satPerVbyte: z.number().check(z.positive()), source: z.string() })
const broadcastSchema = z.object({ txid: z.string() })
const statusSchema = z.union([
  z.object({ txid: z.string(), status: z.literal('pending') }),
  z.object({
    txid: z.string(),
    status: z.literal('confirmed'),
    blockHeight: z.number(),
    blockHash: z.string(),
    confirmations: z.number(),
  }),
])

/** A transaction's state as the services report it. */
export type BitcoinTransactionStatus = z.infer<typeof statusSchema>

/** The provider services' Bitcoin routes (`/v1/bitcoin/{chainId}/…`), for one chain. */
export interface BitcoinServices {
  getUtxos(address: string): Promise<BitcoinUtxo[]>
  /** sat/vB, never below the services' floor. */
  getFeeRate(): Promise<number>
  /** Broadcasts signed raw hex; resolves the txid once the node's mempool holds it. */
  broadcast(hex: string): Promise<string>
  getStatus(txid: string): Promise<BitcoinTransactionStatus>
}

/**
 * A client of the services' Bitcoin routes on `caipNetworkId`: UTXOs, the fee rate, broadcast and a
 * transaction's status. Errors are core's service errors (`HttpStatusError` with the service's code, e.g.
 * BITCOIN_TRANSACTION_REJECTED).
 *
 * @example
 * const services = createBitcoinServices(api, 'bip122:000000000019d6689c085ae165831e93')
 * const utxos = await services.getUtxos('bc1q…')
 */
export function createBitcoinServices(api: ApiConfig, caipNetworkId: string): BitcoinServices {
  const base = `/v1/bitcoin/${encodeURIComponent(caipNetworkId)}`
  return {
    async getUtxos(address) {
      const { utxos } = await apiRequest(api, {
        path: `${base}/utxos/${encodeURIComponent(address)}`,
        schema: utxosSchema,
      })
      return utxos.map(({ txid, vout, value, script }) => ({ txid, vout, value: BigInt(value), script }))
    },
    async getFeeRate() {
      return (await apiRequest(api, { path: `${base}/fee-rate`, schema: feeRateSchema })).satPerVbyte
    },
    async broadcast(hex) {
      return (
        await apiRequest(api, {
          method: 'POST',
          path: `${base}/transactions`,
          body: { hex },
          schema: broadcastSchema,
        })
      ).txid
    },
    getStatus: (txid) =>
      apiRequest(api, { path: `${base}/transactions/${encodeURIComponent(txid)}`, schema: statusSchema }),
  }
}
