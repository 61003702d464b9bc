import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartDevnetSolanaReturnType, startDevnetSolana } from '../../solana/startDevnetSolana'
import { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from '../../solanaAccounts'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { createMemoryStorage } from '../createMemoryStorage'
import type { DevWalletStorage } from '../persistedState'
import { ProviderRpcError } from '../providerRpcError'
import type { ApprovalRequest } from '../types'
import { createSolanaDevWallet, SOLANA_DEV_WALLET_STORAGE_KEY } from './createSolanaDevWallet'

let solana: StartDevnetSolanaReturnType
beforeAll(async () => {
  solana = await startDevnetSolana()
})
afterAll(async () => {
  await solana.stop()
})

const ORIGIN = 'http://127.0.0.1:5173'
const [OWNER, , RECEIVER] = SOLANA_DEVNET_ADDRESSES

async function setup(options: { answer?: boolean; storage?: DevWalletStorage } = {}) {
  const approvals: ApprovalRequest[] = []
  const changes: string[][] = []
  const wallet = await createSolanaDevWallet({
    cluster: solana,
    key: SOLANA_DEVNET_KEYS[0],
    approve: async (request) => {
      approvals.push(request)
      return options.answer ?? true
    },
    storage: options.storage ?? createMemoryStorage(),
    origin: ORIGIN,
  })
  wallet.features['standard:events'].on('change', ({ accounts }) => {
    changes.push((accounts ?? []).map((account) => account.address))
  })
  return { wallet, approvals, changes }
}

async function connected() {
  const context = await setup()
  const { accounts } = await context.wallet.features['standard:connect'].connect()
  context.approvals.length = 0
  return { ...context, account: accounts[0]! }
}

/** An unsigned transfer of `lamports` from the wallet's account, as the wire bytes a site hands a wallet. */
async function transferBytes(lamports: bigint): Promise<Uint8Array> {
  const { value: blockhash } = await createSolanaRpc(solana.rpcUrl).getLatestBlockhash().send()
  const source = createNoopSigner(address(OWNER))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(source, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source, destination: address(RECEIVER), amount: lamports })],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const lamportsOf = async (owner: string) =>
  (await createSolanaRpc(solana.rpcUrl).getBalance(address(owner)).send()).value

describe('createSolanaDevWallet', () => {
  it("is the Latch Devnet Wallet on the devnet's cluster, with the six wallet-standard features", async () => {
    const { wallet } = await setup()
    expect(wallet.name).toBe(DEV_WALLET_NAME)
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([solana.caipNetworkId, 'solana:localnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
  })

  it('connects after the user approves: one account, its public key, a change event; nothing asked again', async () => {
    const { wallet, approvals, changes } = await setup()
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([OWNER])
    expect([...accounts[0]!.publicKey]).toEqual([...(await publicKeyBytes(OWNER))])
    expect(approvals).toMatchObject([{ kind: 'connect', method: 'standard:connect', origin: ORIGIN }])
    expect(changes).toEqual([[OWNER]])
    await wallet.features['standard:connect'].connect()
    expect(approvals).toHaveLength(1)
  })

  it('a rejected connect throws 4001 and stays disconnected; a silent connect never prompts', async () => {
    const { wallet, approvals } = await setup({ answer: false })
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    expect(approvals).toEqual([])
    const error = await wallet.features['standard:connect'].connect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).code).toBe(4001)
    expect(wallet.accounts).toEqual([])
  })

  it('is still connected after a reload (silently, no prompt), and disconnect forgets it', async () => {
    const storage = createMemoryStorage()
    const first = await setup({ storage })
    await first.wallet.features['standard:connect'].connect()
    const reloaded = await setup({ storage })
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([OWNER])
    expect(reloaded.approvals).toEqual([])
    await reloaded.wallet.features['standard:disconnect'].disconnect()
    expect(reloaded.changes).toEqual([[]])
    expect(storage.getItem(SOLANA_DEV_WALLET_STORAGE_KEY)).toBeNull()
  })

  it('signs a message after approval, the prompt showing its text; the signature verifies', async () => {
    const { wallet, approvals, account } = await connected()
    const message = new TextEncoder().encode('Sign in to Latch')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(approvals).toMatchObject([{ kind: 'sign', summary: 'Sign "Sign in to Latch"' }])
    const key = await getPublicKeyFromAddress(address(OWNER))
    expect(await verifySignature(key, output!.signature as SignatureBytes, message)).toBe(true)
    expect(output!.signedMessage).toEqual(message)
  })

  it('refuses to sign before connecting or for another account (4100), without a prompt', async () => {
    const { wallet, approvals } = await setup()
    const message = new Uint8Array([1, 2, 3])
    const sign = wallet.features['solana:signMessage'].signMessage
    await expect(sign({ account: { address: OWNER } as WalletAccount, message })).rejects.toMatchObject({
      code: 4100,
    })
    await wallet.features['standard:connect'].connect()
    approvals.length = 0
    const stranger = { address: RECEIVER } as WalletAccount
    await expect(sign({ account: stranger, message })).rejects.toMatchObject({ code: 4100 })
    expect(approvals).toEqual([])
  })

  it('a rejected signature throws 4001', async () => {
    const storage = createMemoryStorage()
    storage.setItem(SOLANA_DEV_WALLET_STORAGE_KEY, JSON.stringify({ authorized: true }))
    const { wallet, approvals } = await setup({ answer: false, storage })
    const [account] = wallet.accounts
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({
        account: account!,
        transaction: await transferBytes(1n),
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(approvals).toMatchObject([{ kind: 'transaction', method: 'solana:signTransaction' }])
  })

  it('signs a transaction the site then sends itself: the transfer lands', async () => {
    const { wallet, approvals, account } = await connected()
    const before = await lamportsOf(RECEIVER!)
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: await transferBytes(1_000_000n),
      chain: solana.caipNetworkId,
    })
    expect(approvals).toMatchObject([
      { summary: `A transaction of 1 instruction on ${solana.caipNetworkId}` },
    ])
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const rpc = createSolanaRpc(solana.rpcUrl)
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
    await waitFor(async () => (await rpc.getSignatureStatuses([signature]).send()).value[0] !== null)
    expect(await lamportsOf(RECEIVER!)).toBe(before + 1_000_000n)
  })

  it('signs and sends a transaction on solana:localnet, returning its signature; an unknown cluster is refused', async () => {
    const { wallet, account } = await connected()
    const before = await lamportsOf(RECEIVER!)
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: await transferBytes(2_000_000n),
      chain: 'solana:localnet',
    })
    const signature = getBase58Decoder().decode(output!.signature)
    const rpc = createSolanaRpc(solana.rpcUrl)
    await waitFor(async () => (await rpc.getSignatureStatuses([signature as never]).send()).value[0] !== null)
    expect(await lamportsOf(RECEIVER!)).toBe(before + 2_000_000n)
    await expect(
      wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: await transferBytes(1n),
        chain: 'solana:mainnet',
      }),
    ).rejects.toThrow(/does not know the cluster solana:mainnet/)
  })
})

async function publicKeyBytes(base58: string): Promise<Uint8Array> {
  const key = await getPublicKeyFromAddress(address(base58))
  return new Uint8Array(await crypto.subtle.exportKey('raw', key))
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('Condition not met within 4 s.')
}
