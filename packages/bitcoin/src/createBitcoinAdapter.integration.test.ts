// The adapter against the real thing: bcoin on regtest (a child process), the provider services over it,
// and the Latch Devnet Wallet signing with a devnet key. Only tests import the apps.

import {
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  type Network,
  SendValidationError,
  UserRejectedRequestError,
} from '@latch/core'
import {
  bitcoinDevnetAccount,
  bitcoinDevnetStartBalance,
  devnetBitcoinSettings,
  mineBitcoinBlocks,
  type StartDevnetBitcoinReturnType,
  startDevnetBitcoin,
} from '@latch/devnet'
import { createBitcoinDevWallet } from '@latch/devnet/wallet'
import { createWalletRegistry } from '@latch/devnet/wallet/test-support'
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { createSiwxMessage, verifySiwxMessage } from '@latch/siwx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter'

let bitcoin: StartDevnetBitcoinReturnType
let service: StartApiServerReturnType
let network: Network
const PROJECT = 'bitcoin-adapter'

beforeAll(async () => {
  bitcoin = await startDevnetBitcoin()
  service = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    bitcoin: devnetBitcoinSettings(bitcoin),
    projects: [{ id: PROJECT, name: 'bitcoin adapter' }],
  })
  network = {
    id: bitcoin.caipNetworkId.slice('bip122:'.length),
    chainNamespace: 'bip122',
    caipNetworkId: bitcoin.caipNetworkId as `bip122:${string}`,
    name: 'Latch Devnet Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrl: bitcoin.url,
    testnet: true,
  }
}, 60_000)
afterAll(async () => {
  await service?.stop()
  await bitcoin?.stop()
})

/** An adapter set up with the dev wallet on devnet `account`, found over wallet-standard or as `window.btc`. */
function setUp(account: number, options: { via?: 'standard' | 'satsConnect'; answers?: boolean[] } = {}) {
  const answers = options.answers ?? []
  const wallet = createBitcoinDevWallet({
    caipNetworkId: bitcoin.caipNetworkId,
    account,
    // approves unless the test lined up another answer
    approve: async () => answers.shift() ?? true,
  })
  const adapter = createBitcoinAdapter({
    api: { baseUrl: service.url, projectId: PROJECT },
    addressNetworks: { [bitcoin.caipNetworkId]: 'bcoinRegtest' },
    receiptPollMs: 50,
    wallets: createWalletRegistry(options.via === 'satsConnect' ? [] : [wallet]),
    target: options.via === 'satsConnect' ? { btc: wallet.provider } : {},
  })
  let connectors: Connector[] = []
  const seen: string[] = []
  const events: AdapterEvents = {
    accountsChanged: (id, addresses) => seen.push(`accountsChanged ${id} ${addresses.join(',')}`),
    chainChanged: (id, chain) => seen.push(`chainChanged ${id} ${chain}`),
    disconnect: (id) => seen.push(`disconnect ${id}`),
  }
  const stop = adapter.setup({ networks: [network], onConnectors: (list) => (connectors = list), events })
  return { adapter, wallet, connectors: () => connectors, seen, stop, answers }
}

const balanceOf = async (adapter: ChainAdapter, address: string) =>
  (await adapter.getBalance({ address, network })).value

describe('createBitcoinAdapter on the devnet node, through the services and the dev wallet', () => {
  it('lists the dev wallet once, connects on its payment address (type payment), keeps both purposes, and reconnects without a prompt', async () => {
    const { adapter, connectors, answers } = setUp(0)
    expect(connectors().map(({ id, name, chain }) => `${id}|${name}|${chain}`)).toEqual([
      'bip122:Latch Devnet Wallet|Latch Devnet Wallet|bip122',
    ])
    const connectorId = connectors()[0]!.id
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
    const keys = bitcoinDevnetAccount(0)
    expect(await adapter.connect({ connectorId, network })).toEqual({
      connectorId,
      address: keys.payment.address,
      caipNetworkId: bitcoin.caipNetworkId,
      accountType: 'payment',
      accounts: [
        {
          namespace: 'bip122',
          address: keys.payment.address,
          type: 'payment',
          publicKey: keys.payment.publicKey,
        },
        {
          namespace: 'bip122',
          address: keys.ordinals.address,
          type: 'ordinal',
          publicKey: keys.ordinals.publicKey,
        },
      ],
    })
    answers.push(false) // a prompt now would be refused: the reconnect must not ask
    expect((await adapter.reconnect({ connectorId }))?.address).toBe(keys.payment.address)
  })

  it('reads the BTC balance from the services: the demo account after its history', async () => {
    const { adapter } = setUp(0)
    expect(await adapter.getBalance({ address: bitcoinDevnetAccount(0).payment.address, network })).toEqual({
      value: bitcoinDevnetStartBalance(0),
      decimals: 8,
      symbol: 'BTC',
    })
  })

  it('signs a CAIP-122 sign-in with BIP-322 that siwx verifies, over wallet-standard and over sats-connect', async () => {
    for (const via of ['standard', 'satsConnect'] as const) {
      const { adapter, connectors } = setUp(1, { via })
      const connectorId = connectors()[0]!.id
      const { address, accounts } = await adapter.connect({ connectorId, network })
      // sats-connect tells each address's derivation path; wallet-standard accounts have none
      expect(accounts?.map((account) => `${account.type} ${account.path}`)).toEqual(
        via === 'satsConnect'
          ? ["payment m/84'/1'/0'/0/1", "ordinal m/86'/1'/0'/0/1"]
          : ['payment undefined', 'ordinal undefined'],
      )
      const message = createSiwxMessage({
        domain: '127.0.0.1:5173',
        accountAddress: address,
        chainId: network.caipNetworkId as `bip122:${string}`,
        uri: 'http://127.0.0.1:5173',
        version: '1',
        nonce: 'n0nce1234',
        issuedAt: new Date().toISOString(),
      })
      const signature = await adapter.signMessage!({ connectorId, address, message })
      const fields = await verifySiwxMessage({
        message,
        signature,
        domain: '127.0.0.1:5173',
        nonce: 'n0nce1234',
      })
      expect(fields.accountAddress).toBe(address)
    }
  })

  it('sends BTC: the fee is the estimate, the receipt comes once mined, and the balances move by amount and fee', async () => {
    const { adapter, connectors } = setUp(3)
    const connectorId = connectors()[0]!.id
    const { address } = await adapter.connect({ connectorId, network })
    const to = bitcoinDevnetAccount(4).payment.address
    const [fromBefore, toBefore] = [await balanceOf(adapter, address), await balanceOf(adapter, to)]
    const amount = 12_345_678n
    const fee = await adapter.estimateTransferFee!({ address, to, amount, network })
    // one input, the receiver and the change (141 vB) at the services' 1 sat/vB floor
    expect(fee).toBe(141n)
    const txid = await adapter.sendTransfer!({ connectorId, address, to, amount, network })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const receipt = adapter.waitForTransactionReceipt!({ hash: txid, network })
    const [blockHash] = await mineBitcoinBlocks(bitcoin, 1)
    const height = (
      (await await fetch(`${bitcoin.url}/block/${blockHash}`, {
        headers: { authorization: `Basic ${btoa(`x:${bitcoin.apiKey}`)}` },
      }).then((response) => response.json())) as { height: number }
    ).height
    expect(await receipt).toEqual({ status: 'success', blockNumber: BigInt(height), hash: txid })
    expect(await balanceOf(adapter, address)).toBe(fromBefore - amount - fee)
    expect(await balanceOf(adapter, to)).toBe(toBefore + amount)
  })

  it('sends to a Taproot (ordinals) receiver too, its larger output in the fee', async () => {
    const { adapter, connectors } = setUp(5)
    const connectorId = connectors()[0]!.id
    const { address } = await adapter.connect({ connectorId, network })
    const to = bitcoinDevnetAccount(2).ordinals.address
    expect(await adapter.estimateTransferFee!({ address, to, amount: 100_000n, network })).toBe(153n)
    await adapter.sendTransfer!({ connectorId, address, to, amount: 100_000n, network })
    await mineBitcoinBlocks(bitcoin, 1)
    expect(await balanceOf(adapter, to)).toBe(100_000n)
  })

  it('refuses a receiver of another network and more than the balance before asking the wallet; a rejection in the wallet is UserRejectedRequestError', async () => {
    const { adapter, connectors, answers } = setUp(2)
    const connectorId = connectors()[0]!.id
    const { address } = await adapter.connect({ connectorId, network })
    const send = (to: string, amount: bigint) =>
      adapter.sendTransfer!({ connectorId, address, to, amount, network })
    await expect(send('bcrt1q0xcqpzrky6eff2g52qdye53xkk9jxkvrl4xfg5', 1_000n)).rejects.toMatchObject({
      reason: 'invalid-receiver',
    })
    await expect(send(bitcoinDevnetAccount(4).payment.address, 10n ** 12n)).rejects.toThrow(
      SendValidationError,
    )
    answers.push(false)
    await expect(send(bitcoinDevnetAccount(4).payment.address, 1_000n)).rejects.toThrow(
      UserRejectedRequestError,
    )
  })

  it("forwards the wallet's disconnect, and reconnects to nothing afterwards", async () => {
    const { adapter, connectors, seen, wallet } = setUp(4)
    const connectorId = connectors()[0]!.id
    await adapter.connect({ connectorId, network })
    await wallet.features['standard:disconnect'].disconnect()
    expect(seen).toEqual([`disconnect ${connectorId}`])
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
  })
})
