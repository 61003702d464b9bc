import { ConnectionRejectedError } from '@latch/core'
import { createConnectorRegistry } from '@latch/core/internal'
import { createWalletRegistry as createRegistry } from '@latch/devnet/wallet/test-support'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { type BitcoinConnectorEntry, createBitcoinWalletSource } from './bitcoinWalletSource'
import { connectBitcoinWallet } from './connectBitcoinWallet'
import type { SatsConnectProvider } from './fromSatsConnectProvider'
import { BITCOIN_CONNECT, BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION } from './fromStandardWallet'
import type { UnisatProvider } from './fromUnisatProvider'

const PAYMENT = 'bc1q0xcqpzrky6eff2g52qdye53xkk9jxkvrh6yhyw'
const ORDINALS = 'bc1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8syx4e5t'

const feature = { version: '1.0.0' }
function standardWallet(name: string, features: string[]): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [],
    accounts: [],
    features: Object.fromEntries(features.map((key) => [key, feature])),
  } as unknown as Wallet
}
const BITCOIN_FEATURES = [BITCOIN_CONNECT, BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION]

/** A sats-connect provider answering `getAccounts` as Xverse does, or refusing as a person who says no. */
function satsConnect(answer: 'grant' | 'reject'): SatsConnectProvider & { calls: unknown[] } {
  const calls: unknown[] = []
  return {
    calls,
    async request(method, params) {
      calls.push({ method, params })
      if (answer === 'reject') return { status: 'error', error: { code: -32000, message: 'User rejected' } }
      return {
        status: 'success',
        result: [
          { address: ORDINALS, publicKey: 'aa', purpose: 'ordinals', addressType: 'p2tr' },
          { address: PAYMENT, publicKey: 'bb', purpose: 'payment', addressType: 'p2wpkh' },
        ],
      }
    },
  }
}

function unisat(): UnisatProvider & { signed: unknown[] } {
  const signed: unknown[] = []
  return {
    signed,
    requestAccounts: async () => [PAYMENT],
    getAccounts: async () => [],
    getPublicKey: async () => '02'.padEnd(66, '1'),
    signMessage: async () => 'AkcwRAIg',
    signPsbt: async (psbtHex, options) => {
      signed.push({ psbtHex, options })
      return psbtHex
    },
    on: () => {},
    removeListener: () => {},
  }
}

/** The Bitcoin source in core's registry, as the adapter runs it: `onChange` gets each list; returns stop. */
function watchBitcoinConnectors(
  params: Parameters<typeof createBitcoinWalletSource>[0],
  onChange: (entries: BitcoinConnectorEntry[]) => void,
): () => void {
  const registry = createConnectorRegistry<BitcoinConnectorEntry>()
  registry.subscribe(onChange)
  registry.start(createBitcoinWalletSource(params))
  return registry.stop
}

const names = (entries: BitcoinConnectorEntry[]) =>
  entries.map(({ connector }) => `${connector.id}/${connector.type}`)

describe('createBitcoinWalletSource in the connector registry', () => {
  it('lists wallet-standard wallets with the three bitcoin features, then the injected Xverse, UniSat and window.btc providers', () => {
    const registry = createRegistry([
      standardWallet('Leather', BITCOIN_FEATURES),
      standardWallet('Phantom', ['solana:signMessage', 'standard:connect']),
      standardWallet('Half', [BITCOIN_CONNECT]),
    ])
    const lists: BitcoinConnectorEntry[][] = []
    watchBitcoinConnectors(
      {
        registry,
        target: {
          XverseProviders: { BitcoinProvider: satsConnect('grant') },
          unisat: unisat(),
          btc: satsConnect('grant'),
        },
      },
      (entries) => lists.push(entries),
    )
    expect(names(lists.at(-1)!)).toEqual([
      'bip122:Leather/ANNOUNCED',
      'bip122:xverse/INJECTED',
      'bip122:unisat/INJECTED',
      'bip122:injected/INJECTED',
    ])
    expect(lists.at(-1)!.every(({ connector }) => connector.chain === 'bip122')).toBe(true)
  })

  it('lists a wallet found both ways once (by name, the wallet-standard one), and one provider object once', () => {
    const xverse = satsConnect('grant')
    const registry = createRegistry()
    let latest: BitcoinConnectorEntry[] = []
    watchBitcoinConnectors(
      { registry, target: { XverseProviders: { BitcoinProvider: xverse }, btc: xverse } },
      (entries) => {
        latest = entries
      },
    )
    expect(names(latest)).toEqual(['bip122:xverse/INJECTED'])
    registry.register(standardWallet('Xverse', BITCOIN_FEATURES))
    expect(names(latest)).toEqual(['bip122:Xverse/ANNOUNCED'])
    const first = latest[0]
    registry.register(standardWallet('Other', BITCOIN_FEATURES))
    // the same wallet keeps the same entry, so a connection's wallet object does not change
    expect(latest[0]).toBe(first)
  })

  it('a window.btc provider naming a listed wallet is that wallet; one naming another is listed by its name', () => {
    let latest: BitcoinConnectorEntry[] = []
    const named = (name: string) => Object.assign(satsConnect('grant'), { name })
    watchBitcoinConnectors(
      {
        registry: createRegistry([standardWallet('Latch Devnet Wallet', BITCOIN_FEATURES)]),
        target: { btc: named('Latch Devnet Wallet') },
      },
      (entries) => {
        latest = entries
      },
    )
    expect(names(latest)).toEqual(['bip122:Latch Devnet Wallet/ANNOUNCED'])
    watchBitcoinConnectors({ registry: createRegistry(), target: { btc: named('Leather') } }, (entries) => {
      latest = entries
    })
    expect(latest.map(({ connector }) => connector.name)).toEqual(['Leather'])
  })

  it('a sats-connect rejection (-32000) is a ConnectionRejectedError; its payment address is the one marked payment', async () => {
    let entries: BitcoinConnectorEntry[] = []
    watchBitcoinConnectors({ registry: createRegistry(), target: { btc: satsConnect('reject') } }, (list) => {
      entries = list
    })
    await expect(
      connectBitcoinWallet(entries[0]!.wallet, { silent: false, timeoutMs: 1_000 }),
    ).rejects.toThrow(ConnectionRejectedError)
    const granting = satsConnect('grant')
    watchBitcoinConnectors({ registry: createRegistry(), target: { btc: granting } }, (list) => {
      entries = list
    })
    const accounts = await connectBitcoinWallet(entries[0]!.wallet, { silent: false, timeoutMs: 1_000 })
    expect(accounts.map(({ address, purpose }) => `${purpose}:${address}`)).toEqual([
      `ordinals:${ORDINALS}`,
      `payment:${PAYMENT}`,
    ])
    expect(granting.calls).toEqual([{ method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } }])
  })

  it("UniSat: one address, the payment one, a silent reconnect without a prompt finds none, PSBTs go as hex with each input's address", async () => {
    const provider = unisat()
    let entries: BitcoinConnectorEntry[] = []
    watchBitcoinConnectors({ registry: createRegistry(), target: { unisat: provider } }, (list) => {
      entries = list
    })
    const wallet = entries[0]!.wallet
    expect(await connectBitcoinWallet(wallet, { silent: true, timeoutMs: 1_000 })).toEqual([])
    expect(await connectBitcoinWallet(wallet, { silent: false, timeoutMs: 1_000 })).toEqual([
      { address: PAYMENT, publicKey: '02'.padEnd(66, '1'), purpose: 'payment' },
    ])
    await wallet.signPsbt({
      psbt: Uint8Array.of(0x70, 0x73),
      signInputs: [{ address: PAYMENT, indexes: [0, 1] }],
    })
    expect(provider.signed).toEqual([
      {
        psbtHex: '7073',
        options: {
          autoFinalized: false,
          toSignInputs: [
            { index: 0, address: PAYMENT },
            { index: 1, address: PAYMENT },
          ],
        },
      },
    ])
  })
})
