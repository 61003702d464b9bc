// createPolkadotAdapter against a real chain (Chopsticks, started by the devnet in a child process) and the
// devnet's dev wallet injected as an extension into a plain object standing for `window`.
import {
  type AdapterEvents,
  ConnectionRejectedError,
  type Connector,
  type Network,
  SendValidationError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '@latch/core'
import { type StartDevnetPolkadotReturnType, startDevnetPolkadot } from '@latch/devnet'
import {
  createPolkadotDevWallet,
  type DevWalletStorage,
  POLKADOT_DEV_WALLET_KEY,
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_URIS,
  type PolkadotDevWallet,
} from '@latch/devnet/wallet'
import { u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter'
import { disconnectPolkadotApis } from './getPolkadotApi'
import type { InjectedWeb3Target } from './polkadotExtension'
import { toPolkadotNetwork } from './test-support/toPolkadotNetwork'

let polkadot: StartDevnetPolkadotReturnType
let network: Network
beforeAll(async () => {
  polkadot = await startDevnetPolkadot()
  network = toPolkadotNetwork(polkadot)
}, 60_000)
afterAll(async () => {
  await disconnectPolkadotApis()
  await polkadot?.stop()
})

const ROC = 10n ** 12n
const START = 1000n * ROC
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

interface Setup {
  answer?: boolean
  uri?: string
  storage?: DevWalletStorage
}

function createMemoryStorage(): DevWalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** The dev wallet injected into a stand-in window, and an adapter set up over it. */
async function setup({
  answer = true,
  uri = POLKADOT_DEVNET_URIS[0],
  storage = createMemoryStorage(),
}: Setup = {}) {
  const prompts: string[] = []
  const answers = { next: answer }
  const wallet: PolkadotDevWallet = await createPolkadotDevWallet({
    uri,
    storage,
    origin: 'http://127.0.0.1:5173',
    approve: async (request) => {
      prompts.push(request.kind)
      return answers.next
    },
  })
  const target: InjectedWeb3Target = { injectedWeb3: { [POLKADOT_DEV_WALLET_KEY]: wallet.entry } }
  const adapter = createPolkadotAdapter({ target, appName: 'Latch tests', pollIntervalMs: 50 })
  const seen: { connectors: Connector[]; accounts: string[][]; disconnects: number } = {
    connectors: [],
    accounts: [],
    disconnects: 0,
  }
  const events: AdapterEvents = {
    accountsChanged: (_, addresses) => seen.accounts.push(addresses),
    chainChanged: () => {},
    disconnect: () => {
      seen.disconnects++
    },
  }
  cleanups.push(
    adapter.setup({ networks: [network], onConnectors: (list) => (seen.connectors = list), events }),
  )
  const connectorId = `polkadot:${POLKADOT_DEV_WALLET_KEY}`
  return { wallet, adapter, prompts, answers, seen, connectorId, storage }
}

async function connected(options: Setup = {}) {
  const context = await setup(options)
  const connection = await context.adapter.connect({ connectorId: context.connectorId, network })
  context.prompts.length = 0
  return { ...context, connection }
}

describe('createPolkadotAdapter with the dev wallet on a Chopsticks chain', () => {
  it('lists the injected dev wallet as an INJECTED polkadot connector, by the name and icon its entry carries', async () => {
    const { seen, connectorId } = await setup()
    expect(seen.connectors).toEqual([
      expect.objectContaining({
        id: connectorId,
        name: 'Latch Devnet Wallet',
        type: 'INJECTED',
        chain: 'polkadot',
      }),
    ])
    expect(seen.connectors[0]!.imageUrl).toMatch(/^data:image\/svg\+xml/)
  })

  it('connects after the wallet asks the person, answering its account in the chain prefix and the network', async () => {
    const { adapter, connectorId, prompts } = await setup()
    const connection = await adapter.connect({ connectorId, network })
    expect(prompts).toEqual(['connect'])
    expect(connection).toMatchObject({
      connectorId,
      address: POLKADOT_DEVNET_ADDRESSES[0],
      caipNetworkId: polkadot.caipNetworkId,
    })
    // spec §3 Account: each granted key, type eoa, with its account id
    expect(connection.accounts?.[0]).toEqual({
      namespace: 'polkadot',
      address: POLKADOT_DEVNET_ADDRESSES[0],
      type: 'eoa',
      publicKey: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })

  it('a refused connection is ConnectionRejectedError, caused by UserRejectedRequestError', async () => {
    const { adapter, connectorId } = await setup({ answer: false })
    const error = await adapter.connect({ connectorId, network }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).cause).toBeInstanceOf(UserRejectedRequestError)
  })

  it('reconnects without a prompt where the wallet allowed the page, and answers undefined once it no longer does', async () => {
    const storage = createMemoryStorage()
    await connected({ storage })
    const again = await setup({ storage })
    expect(await again.adapter.reconnect({ connectorId: again.connectorId })).toMatchObject({
      address: POLKADOT_DEVNET_ADDRESSES[0],
    })
    expect(again.prompts).toEqual([])
    again.wallet.revokeAccess()
    const refused = await setup({ storage, answer: false })
    expect(await refused.adapter.reconnect({ connectorId: refused.connectorId })).toBeUndefined()
  })

  it('forwards the wallet revoking access as disconnect', async () => {
    const { wallet, seen } = await connected()
    wallet.revokeAccess()
    expect(seen.disconnects).toBe(1)
  })

  it('reads the spendable native balance with the decimals and symbol the chain declares', async () => {
    const { adapter } = await setup()
    expect(await adapter.getBalance({ address: POLKADOT_DEVNET_ADDRESSES[3], network })).toEqual({
      value: START,
      decimals: 12,
      symbol: 'ROC',
    })
  })

  it('signs a message with sr25519 over the <Bytes>-wrapped text, after the wallet asks', async () => {
    const { adapter, connectorId, connection, prompts } = await connected()
    const signature = await adapter.signMessage!({
      connectorId,
      address: connection.address,
      message: 'Sign in to Latch',
    })
    expect(prompts).toEqual(['sign'])
    const verified = signatureVerify(
      u8aWrapBytes(new TextEncoder().encode('Sign in to Latch')),
      signature,
      connection.address,
    )
    expect({ isValid: verified.isValid, crypto: verified.crypto }).toEqual({
      isValid: true,
      crypto: 'sr25519',
    })
  })

  it('a refused signature is UserRejectedRequestError', async () => {
    const { adapter, connectorId, connection, answers } = await connected()
    answers.next = false
    await expect(
      adapter.signMessage!({ connectorId, address: connection.address, message: 'no' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('estimates a transfer fee, sends it through the wallet and waits for it: success, the balances moved by amount and fee', async () => {
    const { adapter, connectorId, connection, prompts } = await connected({ uri: POLKADOT_DEVNET_URIS[1] })
    const receiver = POLKADOT_DEVNET_ADDRESSES[2]
    const transfer = { address: connection.address, to: receiver, amount: 7n * ROC, network }
    const fee = await adapter.estimateTransferFee!(transfer)
    expect(fee).toBeGreaterThan(0n)
    const [before, receiverBefore] = await Promise.all(
      [connection.address, receiver].map(
        async (address) => (await adapter.getBalance({ address, network })).value,
      ),
    )
    const hash = await adapter.sendTransfer!({ connectorId, ...transfer })
    expect(prompts).toEqual(['transaction'])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await adapter.waitForTransactionReceipt!({ hash, network })
    expect(receipt).toEqual({ status: 'success', blockNumber: expect.any(BigInt), hash })
    expect((await adapter.getBalance({ address: receiver, network })).value).toBe(receiverBefore! + 7n * ROC)
    expect((await adapter.getBalance({ address: connection.address, network })).value).toBe(
      before! - 7n * ROC - fee,
    )
  })

  it('reports a transfer that fails on chain (keep-alive below the existential deposit) as reverted', async () => {
    const { adapter, connectorId, connection } = await connected({ uri: POLKADOT_DEVNET_URIS[4] })
    const { value } = await adapter.getBalance({ address: connection.address, network })
    // All of it: the fee is withdrawn first, so the transfer itself cannot be paid and its dispatch fails.
    const hash = await adapter.sendTransfer!({
      connectorId,
      address: connection.address,
      to: POLKADOT_DEVNET_ADDRESSES[5],
      amount: value - 1_000n,
      network,
    })
    expect(await adapter.waitForTransactionReceipt!({ hash, network })).toMatchObject({
      status: 'reverted',
      hash,
    })
  })

  it('a refused transfer is UserRejectedRequestError and sends nothing', async () => {
    const { adapter, connectorId, connection, answers } = await connected({ uri: POLKADOT_DEVNET_URIS[3] })
    answers.next = false
    await expect(
      adapter.sendTransfer!({
        connectorId,
        address: connection.address,
        to: POLKADOT_DEVNET_ADDRESSES[5],
        amount: ROC,
        network,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect((await adapter.getBalance({ address: connection.address, network })).value).toBe(START)
  })

  it('refuses a receiver that is not an SS58 address, and a token, before asking the wallet', async () => {
    const { adapter, connectorId, connection, prompts } = await connected()
    const transfer = { connectorId, address: connection.address, amount: ROC, network }
    await expect(adapter.sendTransfer!({ ...transfer, to: '0x1234' })).rejects.toBeInstanceOf(
      SendValidationError,
    )
    await expect(
      adapter.sendTransfer!({ ...transfer, to: POLKADOT_DEVNET_ADDRESSES[5], token: '1984' }),
    ).rejects.toBeInstanceOf(UnsupportedMethodError)
    expect(prompts).toEqual([])
  })
})
