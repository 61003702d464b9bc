// waitForTransactionReceipt against a real cluster (Surfpool, started by the devnet), for transfers the
// devnet's dev wallet sends. Account 4 sends here (other files use the others); receivers are fresh.
import { createServer } from 'node:net'
import { InvalidInputError, type Network, TransactionReceiptError } from '@latch/core'
import { type StartDevnetSolanaReturnType, startDevnetSolana } from '@latch/devnet'
import { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from '@latch/devnet/wallet'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  type Signature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSolTransfer } from './buildSolTransfer'
import { createSolanaAdapter } from './createSolanaAdapter'
import {
  type ConnectDevWalletReturnType,
  connectDevWallet,
  toSolanaNetwork,
} from './test-support/connectDevWallet'

const SENDER = address(SOLANA_DEVNET_ADDRESSES[4])

let solana: StartDevnetSolanaReturnType
let network: Network
let dev: ConnectDevWalletReturnType
beforeAll(async () => {
  solana = await startDevnetSolana({ fixtures: false })
  network = toSolanaNetwork(solana)
  // a short wait, for the transaction that never lands
  dev = await connectDevWallet({
    solana,
    network,
    key: SOLANA_DEVNET_KEYS[4],
    options: { receiptTimeoutMs: 1_500 },
  })
}, 60_000)
afterAll(async () => {
  dev?.stop()
  await solana?.stop()
})

const freshAddress = async () => (await generateKeyPairSigner()).address

/** A loopback port nothing listens on: one the system handed out, then closed. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('createSolanaAdapter waitForTransactionReceipt on a local cluster', () => {
  it('reports a sent SOL transfer as success, in the slot the cluster put it', async () => {
    const { adapter, connectorId } = dev
    const hash = await adapter.sendTransfer!({
      connectorId,
      address: SENDER,
      to: await freshAddress(),
      amount: 10_000_000n,
      network,
    })
    const receipt = await adapter.waitForTransactionReceipt!({ hash, network })
    const transaction = await createSolanaRpc(solana.rpcUrl)
      .getTransaction(hash as Signature, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(transaction?.meta?.err).toBeNull()
    expect(receipt).toEqual({ status: 'success', blockNumber: BigInt(transaction!.slot), hash })
  })

  it('reports a transaction that failed on chain (it still paid its fee) as reverted', async () => {
    // More lamports than the sender holds: the system program refuses, once the transaction is in a block.
    // Sent by the wallet with preflight skipped, as the adapter's own sends never fail that way.
    const rpc = createSolanaRpc(solana.rpcUrl)
    const { value: balance } = await rpc.getBalance(SENDER, { commitment: 'confirmed' }).send()
    const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
    const transaction = buildSolTransfer({
      from: SENDER,
      to: await freshAddress(),
      lamports: balance + 1n,
      latestBlockhash,
    })
    const [account] = dev.wallet.accounts
    const [output] = await dev.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: account!,
      chain: network.caipNetworkId,
      transaction,
      options: { skipPreflight: true },
    })
    const hash = getBase58Decoder().decode(output!.signature)
    const receipt = await dev.adapter.waitForTransactionReceipt!({ hash, network })
    expect(receipt).toEqual({ status: 'reverted', blockNumber: expect.any(BigInt), hash })
    const { value: after } = await rpc.getBalance(SENDER, { commitment: 'confirmed' }).send()
    expect(after).toBeLessThan(balance)
  })

  it('gives up with TransactionReceiptError on a signature that never lands, after receiptTimeoutMs', async () => {
    // A well-formed signature of no transaction: 64 random bytes.
    const hash = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(64)))
    const wait = dev.adapter.waitForTransactionReceipt!({ hash, network })
    await expect(wait).rejects.toBeInstanceOf(TransactionReceiptError)
    await expect(wait).rejects.toMatchObject({ details: expect.stringContaining('was not confirmed') })
  })

  it('refuses a signature the RPC rejects as malformed with InvalidInputError', async () => {
    const wait = dev.adapter.waitForTransactionReceipt!({ hash: '0xnot-a-signature', network })
    await expect(wait).rejects.toBeInstanceOf(InvalidInputError)
    await expect(wait).rejects.toMatchObject({ field: 'hash' })
  })

  it('answers TransactionReceiptError, not the RPC URL, when the RPC cannot be reached', async () => {
    const unreachable = { ...network, rpcUrl: `http://127.0.0.1:${await closedPort()}/secret-api-key` }
    const hash = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    const wait = createSolanaAdapter().waitForTransactionReceipt!({ hash, network: unreachable })
    await expect(wait).rejects.toBeInstanceOf(TransactionReceiptError)
    await expect(wait).rejects.not.toMatchObject({ message: expect.stringContaining('secret-api-key') })
  })
})
