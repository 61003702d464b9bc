import { type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { type Address, getAddress, numberToHex } from 'viem'
import { deployTransferBurst, emitTransferBursts } from '../src/testing/transferBurst/emitTransferBursts'

/** The dense chain's id: not one of the devnet's, so the API can serve both. */
export const DENSE_CHAIN_ID = 31_400

/** Transfers per block, as on the chain (1,017 blocks, 203,000 transfers). */
export const TRANSFERS_PER_BLOCK = 200

/** Holders the transfers move among. */
export const DENSE_HOLDERS = 1_000

/** The first holder; the others count up from it. */
const FIRST_HOLDER = getAddress(numberToHex(0x10000n, { size: 20 }))

/** The address that takes part in every transfer of the whale segment. */
export const WHALE = getAddress(numberToHex(0xdead0000n, { size: 20 }))

export interface DenseChain {
  anvil: StartAnvilReturnType
  token: Address
  /** The last block of the uniform part. */
  head: number
  /** Transfers in the uniform part. */
  transfers: number
  /** Appends `transfers` more, each from or to WHALE; returns the new head. */
  addWhale(transfers: number): Promise<number>
  stop(): Promise<void>
}

/**
 * A dense synthetic chain on its own anvil: `transfers` ERC-20 transfers among 1,000 addresses, 200 a
 * block (one TransferBurst transaction each), built in seconds.
 *
 * @example
 * const chain = await buildDenseChain(200_000) // 1,000 blocks of 200 transfers
 */
export async function buildDenseChain(transfers: number): Promise<DenseChain> {
  const anvil = await startAnvil({ chainId: DENSE_CHAIN_ID })
  try {
    const token = await deployTransferBurst(anvil.url)
    const blocks = Math.ceil(transfers / TRANSFERS_PER_BLOCK)
    const emitted = blocks * TRANSFERS_PER_BLOCK
    const base = { token, first: FIRST_HOLDER, holders: DENSE_HOLDERS, perBlock: TRANSFERS_PER_BLOCK }
    const { head } = await emitTransferBursts(anvil.url, { ...base, blocks })
    let seed = emitted
    return {
      anvil,
      token,
      head,
      transfers: emitted,
      async addWhale(count) {
        const whaleBlocks = Math.ceil(count / TRANSFERS_PER_BLOCK)
        const result = await emitTransferBursts(anvil.url, {
          ...base,
          blocks: whaleBlocks,
          seed,
          whale: WHALE,
        })
        seed += whaleBlocks * TRANSFERS_PER_BLOCK
        return result.head
      },
      stop: () => anvil.stop(),
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
