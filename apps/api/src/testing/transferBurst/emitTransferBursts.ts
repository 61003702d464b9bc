import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import {
  type Abi,
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  publicActions,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import compiled from './transferBurst.json' with { type: 'json' }

/** `TransferBurst.sol` compiled (see compileTransferBurst.ts). */
export const TRANSFER_BURST_ARTIFACT = compiled as { abi: Abi; bytecode: Hex }

/** Gas one emitted transfer costs, with room to spare (measured: about 2,600). */
const GAS_PER_TRANSFER = 3_000n

/** A block gas limit that holds a burst of 30,000 transfers (anvil's default is 30 M). */
const BIG_BLOCK_GAS_LIMIT = 100_000_000n

function walletOf(rpcUrl: string, key: Hex) {
  return createWalletClient({ account: privateKeyToAccount(key), transport: http(rpcUrl) }).extend(
    publicActions,
  )
}

/**
 * Deploys `TransferBurst` on an anvil chain and raises its block gas limit to 100 M, so one transaction
 * may emit tens of thousands of transfers. Returns the contract's address.
 *
 * @example
 * const token = await deployTransferBurst(anvil.url)
 */
export async function deployTransferBurst(
  rpcUrl: string,
  { key = DEVNET_PRIVATE_KEYS[9] }: { key?: Hex } = {},
): Promise<Address> {
  const wallet = walletOf(rpcUrl, key)
  await wallet.request({
    method: 'evm_setBlockGasLimit',
    params: [`0x${BIG_BLOCK_GAS_LIMIT.toString(16)}`],
  } as never)
  const hash = await wallet.deployContract({ ...TRANSFER_BURST_ARTIFACT, chain: null })
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error('TransferBurst was not deployed')
  return receipt.contractAddress
}

export interface EmitTransferBurstsParameters {
  token: Address
  /** The first holder; the others count up from it. */
  first: Address
  holders: number
  /** Transfers per block (one transaction each). */
  perBlock: number
  blocks: number
  /** Where the sequence of holder pairs starts (default 0). */
  seed?: number
  /** When set, every transfer is from or to this address (alternately). */
  whale?: Address
  key?: Hex
}

/**
 * Mines `blocks` blocks of `perBlock` ERC-20 `Transfer` logs each (one `burst` transaction per block,
 * signed locally and sent without waiting for each receipt) and returns the last block's number.
 *
 * @example
 * const { head } = await emitTransferBursts(anvil.url, { token, first: '0x…10000', holders: 1000, perBlock: 200, blocks: 1000 })
 */
export async function emitTransferBursts(
  rpcUrl: string,
  params: EmitTransferBurstsParameters,
): Promise<{ head: number }> {
  const wallet = walletOf(rpcUrl, params.key ?? DEVNET_PRIVATE_KEYS[9])
  const { account } = wallet
  const chainId = await wallet.getChainId()
  let nonce = await wallet.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const fees = await wallet.estimateFeesPerGas()
  const seed = params.seed ?? 0
  let last: Hex | undefined
  for (let block = 0; block < params.blocks; block += 1) {
    const data = encodeFunctionData({
      abi: TRANSFER_BURST_ARTIFACT.abi,
      functionName: 'burst',
      args: [
        params.first,
        BigInt(params.holders),
        BigInt(params.perBlock),
        BigInt(seed + block * params.perBlock),
        params.whale ?? zeroAddress,
      ],
    })
    const signed = await account.signTransaction({
      chainId,
      type: 'eip1559',
      to: params.token,
      data,
      nonce,
      gas: 100_000n + GAS_PER_TRANSFER * BigInt(params.perBlock),
      // Twice the current fees: the base fee grows while full blocks follow one another.
      maxFeePerGas: fees.maxFeePerGas * 2n,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    last = await wallet.sendRawTransaction({ serializedTransaction: signed })
    nonce += 1
  }
  if (!last) return { head: Number(await wallet.getBlockNumber({ cacheTime: 0 })) }
  const receipt = await wallet.waitForTransactionReceipt({ hash: last, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`burst transaction ${last} reverted`)
  return { head: Number(receipt.blockNumber) }
}
