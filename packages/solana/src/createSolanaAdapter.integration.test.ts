// createSolanaAdapter against a real cluster (Surfpool, started by the devnet) and the devnet's dev
// wallet registered in @wallet-standard/app's registry (which works without a window, as a plain list).
import {
  type AdapterEvents,
  ConnectionRejectedError,
  type Connector,
  InvalidInputError,
  type Network,
  SendValidationError,
  UserRejectedRequestError,
} from '@latch/core'
import {
  SOLANA_DEVNET_MINTS,
  SOLANA_DEVNET_START_LAMPORTS,
  type StartDevnetSolanaReturnType,
  startDevnetSolana,
} from '@latch/devnet'
import {
  createSolanaDevWallet,
  type DevWalletStorage,
  SOLANA_DEV_WALLET_STORAGE_KEY,
  SOLANA_DEVNET_ADDRESSES,
  SOLANA_DEVNET_KEYS,
  type SolanaDevWallet,
} from '@latch/devnet/wallet'
import {
  address,
  createSolanaRpc,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'
import { toSolanaNetwork } from './test-support/connectDevWallet'

let solana: StartDevnetSolanaReturnType
let network: Network
beforeAll(async () => {
  solana = await startDevnetSolana()
  network = toSolanaNetwork(solana)
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

// Account 3 is funded but touched by nothing: its balance is the start balance.
const [OWNER, , RECEIVER, UNTOUCHED] = SOLANA_DEVNET_ADDRESSES
const LUSD = SOLANA_DEVNET_MINTS[0]
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function memoryStorage(): DevWalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** The dev wallet registered, and an adapter set up over the registry; `answer` is every approval's. */
async function setup(options: { answer?: boolean; storage?: DevWalletStorage } = {}) {
  const prompts: string[] = []
  const wallet: SolanaDevWallet = await createSolanaDevWallet({
    cluster: solana,
    key: SOLANA_DEVNET_KEYS[0],
    approve: async (request) => {
      prompts.push(request.kind)
      return options.answer ?? true
    },
    storage: options.storage ?? memoryStorage(),
  })
  cleanups.push(getWallets().register(wallet))
  const seen: { accounts: string[][]; disconnects: number; chains: string[] } = {
    accounts: [],
    disconnects: 0,
    chains: [],
  }
  const events: AdapterEvents = {
    accountsChanged: (_, addresses) => seen.accounts.push(addresses),
    chainChanged: (_, caipNetworkId) => seen.chains.push(caipNetworkId),
    disconnect: () => {
      seen.disconnects += 1
    },
  }
  let connectors: Connector[] = []
  const adapter = createSolanaAdapter({ target: {} })
  cleanups.push(adapter.setup({ networks: [network], onConnectors: (next) => (connectors = next), events }))
  const connectorId = connectors.find((connector) => connector.name === wallet.name)?.id
  if (!connectorId) throw new Error('the dev wallet was not discovered')
  return { adapter, wallet, prompts, seen, connectorId, connectors: () => connectors }
}

/** Polls until `check` holds; the test's own timeout bounds it (no wall-clock assertion). */
async function waitFor(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100))
}

async function solBalance(owner: string) {
  const rpc = createSolanaRpc(solana.rpcUrl)
  return (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value
}

/** The owner's balance in its associated token account for `mint`; undefined when it has none. */
async function tokenBalance(owner: string, mint: string) {
  const rpc = createSolanaRpc(solana.rpcUrl)
  const [account] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc.getAccountInfo(account, { encoding: 'base64', commitment: 'confirmed' }).send()
  if (!value) return undefined
  const { value: balance } = await rpc.getTokenAccountBalance(account, { commitment: 'confirmed' }).send()
  return BigInt(balance.amount)
}

describe('createSolanaAdapter on a local cluster with the dev wallet', () => {
  it('discovers the wallet-standard wallet as a solana connector, and drops it on unregister', async () => {
    const { wallet, connectors } = await setup()
    expect(connectors()).toEqual([
      expect.objectContaining({
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: wallet.icon,
      }),
    ])
    for (const cleanup of cleanups.splice(0, 1)) cleanup() // unregister the wallet
    expect(connectors()).toEqual([])
  })

  it('connects with a prompt and reports the account on the requested cluster', async () => {
    const { adapter, connectorId, prompts } = await setup()
    const connection = await adapter.connect({ connectorId, network })
    expect(connection).toEqual({ connectorId, address: OWNER, caipNetworkId: solana.caipNetworkId })
    expect(prompts).toEqual(['connect'])
  })

  it('answers ConnectionRejectedError when the person refuses to connect', async () => {
    const { adapter, connectorId } = await setup({ answer: false })
    await expect(adapter.connect({ connectorId, network })).rejects.toBeInstanceOf(ConnectionRejectedError)
  })

  it('reconnects without a prompt when the wallet still grants the site, and not otherwise', async () => {
    const storage = memoryStorage()
    const first = await setup({ storage })
    await first.adapter.connect({ connectorId: first.connectorId, network })
    for (const cleanup of cleanups.splice(0)) cleanup()

    const reloaded = await setup({ storage, answer: false })
    expect(await reloaded.adapter.reconnect({ connectorId: reloaded.connectorId })).toEqual({
      connectorId: reloaded.connectorId,
      address: OWNER,
      caipNetworkId: solana.caipNetworkId,
    })
    for (const cleanup of cleanups.splice(0)) cleanup()

    const stranger = await setup({ answer: false })
    expect(await stranger.adapter.reconnect({ connectorId: stranger.connectorId })).toBeUndefined()
    expect(stranger.prompts).toEqual([])
  })

  it('forwards the wallet revoking access as disconnect', async () => {
    const { adapter, connectorId, wallet, seen } = await setup()
    await adapter.connect({ connectorId, network })
    await wallet.features['standard:disconnect'].disconnect()
    expect(seen.disconnects).toBe(1)
  })

  it('reads the SOL balance over the network RPC, with 9 decimals and the network symbol', async () => {
    const { adapter } = await setup()
    expect(await adapter.getBalance({ address: UNTOUCHED!, network })).toEqual({
      value: SOLANA_DEVNET_START_LAMPORTS,
      decimals: 9,
      symbol: 'SOL',
    })
  })

  it('signs a UTF-8 message and answers the Ed25519 signature in base58', async () => {
    const { adapter, connectorId } = await setup()
    await adapter.connect({ connectorId, network })
    const message = 'Sign in to Latch ✓'
    const signature = await adapter.signMessage!({ connectorId, address: OWNER, message })
    const bytes = getBase58Encoder().encode(signature)
    expect(bytes).toHaveLength(64)
    const publicKey = await getPublicKeyFromAddress(address(OWNER))
    expect(await verifySignature(publicKey, bytes as SignatureBytes, new TextEncoder().encode(message))).toBe(
      true,
    )
  })

  it('answers UserRejectedRequestError when the person refuses to sign', async () => {
    const { adapter, connectorId } = await setup({ answer: false, storage: connectedStorage() })
    await adapter.reconnect({ connectorId })
    await expect(adapter.signMessage!({ connectorId, address: OWNER, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('sends SOL through the wallet and the receiver gets it', async () => {
    const { adapter, connectorId, prompts } = await setup()
    await adapter.connect({ connectorId, network })
    const before = (await adapter.getBalance({ address: RECEIVER, network })).value
    const amount = 12_345_678n
    const signature = await adapter.sendTransfer!({
      connectorId,
      address: OWNER,
      to: RECEIVER,
      amount,
      network,
    })
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(prompts).toEqual(['connect', 'transaction'])
    await waitFor(async () => (await solBalance(RECEIVER)) === before + amount)
  })

  it('answers UserRejectedRequestError when the person refuses the send', async () => {
    const { adapter, connectorId } = await setup({ answer: false, storage: connectedStorage() })
    await adapter.reconnect({ connectorId })
    await expect(
      adapter.sendTransfer!({ connectorId, address: OWNER, to: RECEIVER, amount: 1n, network }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('refuses a receiver that is not a Solana address before asking the wallet', async () => {
    const { adapter, connectorId, prompts } = await setup()
    await adapter.connect({ connectorId, network })
    const send = adapter.sendTransfer!({
      connectorId,
      address: OWNER,
      to: `0x${'ab'.repeat(20)}`,
      amount: 1n,
      network,
    })
    await expect(send).rejects.toBeInstanceOf(SendValidationError)
    expect(prompts).toEqual(['connect'])
  })

  it("sends an SPL token with transferChecked, creating the receiver's token account, then into it", async () => {
    const { adapter, connectorId, prompts } = await setup()
    await adapter.connect({ connectorId, network })
    const token = LUSD.address
    expect(await tokenBalance(RECEIVER, token)).toBeUndefined()
    const ownerBefore = await tokenBalance(OWNER, token)
    const first = await adapter.sendTransfer!({
      connectorId,
      address: OWNER,
      to: RECEIVER,
      amount: 1_500_000n,
      token,
      network,
    })
    expect(getBase58Encoder().encode(first)).toHaveLength(64)
    await waitFor(async () => (await tokenBalance(RECEIVER, token)) === 1_500_000n)
    // The account exists now: the second transfer only moves tokens.
    await adapter.sendTransfer!({
      connectorId,
      address: OWNER,
      to: RECEIVER,
      amount: 250_000n,
      token,
      network,
    })
    await waitFor(async () => (await tokenBalance(RECEIVER, token)) === 1_750_000n)
    expect(await tokenBalance(OWNER, token)).toBe(ownerBefore! - 1_750_000n)
    expect(prompts).toEqual(['connect', 'transaction', 'transaction'])
  })

  it('refuses a token that is not a mint address before asking the wallet', async () => {
    const { adapter, connectorId, prompts } = await setup()
    await adapter.connect({ connectorId, network })
    const send = adapter.sendTransfer!({
      connectorId,
      address: OWNER,
      to: RECEIVER,
      amount: 1n,
      token: '0x12',
      network,
    })
    await expect(send).rejects.toBeInstanceOf(InvalidInputError)
    expect(prompts).toEqual(['connect'])
  })
})

/** A storage in which the dev wallet has already granted the site (as after an earlier connect). */
function connectedStorage(): DevWalletStorage {
  const storage = memoryStorage()
  storage.setItem(SOLANA_DEV_WALLET_STORAGE_KEY, JSON.stringify({ authorized: true }))
  return storage
}
