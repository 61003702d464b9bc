// estimateTransferFee against a real cluster (Surfpool, started by the devnet): each estimate is checked
// against what the sender's balance loses when the dev wallet sends that very transfer. Account 4 sends
// here (other files use the others) and is the authority of a mint made for this file; receivers are fresh.
import { EstimateFeeError, InvalidInputError, type Network, UnsupportedChainError } from '@latch/core'
import { type StartDevnetSolanaReturnType, sendSolanaTransaction, startDevnetSolana } from '@latch/devnet'
import { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from '@latch/devnet/wallet'
import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase16Encoder,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { associatedTokenAccount } from './buildSplTransfer'
import {
  type ConnectDevWalletReturnType,
  connectDevWallet,
  toSolanaNetwork,
} from './test-support/connectDevWallet'

const SENDER = address(SOLANA_DEVNET_ADDRESSES[4])
const DECIMALS = 6

let solana: StartDevnetSolanaReturnType
let network: Network
let dev: ConnectDevWalletReturnType
let mint: string
beforeAll(async () => {
  solana = await startDevnetSolana({ fixtures: false })
  network = toSolanaNetwork(solana)
  dev = await connectDevWallet({ solana, network, key: SOLANA_DEVNET_KEYS[4] })
  mint = await createMintHeldBySender(1_000_000_000n)
}, 60_000)
afterAll(async () => {
  dev?.stop()
  await solana?.stop()
})

/** A fresh classic-token mint whose authority is the sender, `amount` of it minted into the sender's account. */
async function createMintHeldBySender(amount: bigint) {
  const rpc = createSolanaRpc(solana.rpcUrl)
  const authority = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(getBase16Encoder().encode(SOLANA_DEVNET_KEYS[4])),
  )
  const mintSigner = await generateKeyPairSigner()
  const senderAccount = await associatedTokenAccount(SENDER, mintSigner.address)
  await sendSolanaTransaction(rpc, {
    feePayer: authority,
    instructions: [
      getCreateAccountInstruction({
        payer: authority,
        newAccount: mintSigner,
        lamports: await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize())).send(),
        space: getMintSize(),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mintSigner.address, decimals: DECIMALS, mintAuthority: SENDER }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata: senderAccount,
        owner: SENDER,
        mint: mintSigner.address,
      }),
      getMintToCheckedInstruction({
        mint: mintSigner.address,
        token: senderAccount,
        mintAuthority: authority,
        amount,
        decimals: DECIMALS,
      }),
    ],
  })
  return mintSigner.address
}

const freshAddress = async () => (await generateKeyPairSigner()).address

async function senderLamports() {
  const rpc = createSolanaRpc(solana.rpcUrl)
  return (await rpc.getBalance(SENDER, { commitment: 'confirmed' }).send()).value
}

/** What the sender's SOL balance loses when the dev wallet sends the transfer, once it is confirmed. */
async function lamportsSpentSending(transfer: { to: string; amount: bigint; token?: string }) {
  const { adapter, connectorId } = dev
  const before = await senderLamports()
  const hash = await adapter.sendTransfer!({ connectorId, address: SENDER, network, ...transfer })
  expect((await adapter.waitForTransactionReceipt!({ hash, network })).status).toBe('success')
  return before - (await senderLamports())
}

describe('createSolanaAdapter estimateTransferFee on a local cluster', () => {
  it("equals what a SOL transfer's sender loses beyond the amount, without asking the wallet", async () => {
    const transfer = { to: await freshAddress(), amount: 10_000_000n }
    const prompts = dev.prompts.length
    const fee = await dev.adapter.estimateTransferFee!({ address: SENDER, network, ...transfer })
    expect(dev.prompts).toHaveLength(prompts) // nothing signed
    expect(fee).toBeGreaterThan(0n)
    expect((await lamportsSpentSending(transfer)) - transfer.amount).toBe(fee)
  })

  it("includes the rent of the receiver's token account when an SPL transfer creates it, and not once it exists", async () => {
    const rpc = createSolanaRpc(solana.rpcUrl)
    const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getTokenSize())).send()
    const to = await freshAddress()
    const networkFee = await dev.adapter.estimateTransferFee!({ address: SENDER, to, amount: 1n, network })

    const creating = { to, amount: 1_500_000n, token: mint }
    const withAccount = await dev.adapter.estimateTransferFee!({ address: SENDER, network, ...creating })
    expect(withAccount).toBe(networkFee + rent)
    expect(await lamportsSpentSending(creating)).toBe(withAccount)

    const into = { to, amount: 250_000n, token: mint }
    const intoExisting = await dev.adapter.estimateTransferFee!({ address: SENDER, network, ...into })
    expect(intoExisting).toBe(networkFee)
    expect(await lamportsSpentSending(into)).toBe(intoExisting)
  })

  it('refuses a receiver that is not a Solana address with InvalidInputError', async () => {
    const estimate = dev.adapter.estimateTransferFee!({
      address: SENDER,
      to: `0x${'ab'.repeat(20)}`,
      amount: 1n,
      network,
    })
    await expect(estimate).rejects.toBeInstanceOf(InvalidInputError)
    await expect(estimate).rejects.toMatchObject({ field: 'to' })
  })

  it('answers UnsupportedChainError for a network of another namespace', async () => {
    const evm: Network = { ...network, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337', id: 31337 }
    const estimate = dev.adapter.estimateTransferFee!({
      address: SENDER,
      to: SENDER,
      amount: 1n,
      network: evm,
    })
    await expect(estimate).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('answers EstimateFeeError for a token that is no mint on the cluster', async () => {
    const estimate = dev.adapter.estimateTransferFee!({
      address: SENDER,
      to: await freshAddress(),
      amount: 1n,
      token: await freshAddress(),
      network,
    })
    await expect(estimate).rejects.toBeInstanceOf(EstimateFeeError)
  })
})
