// The adapter conformance suite (packages/adapter-conformance) against the dev wallet over Bitcoin
// wallet-standard, on bcoin regtest with the provider services over it.
import { describeAdapterConformance } from '@latch/adapter-conformance'
import type { Network } from '@latch/core'
import { devnetBitcoinSettings, startDevnetBitcoin } from '@latch/devnet'
import { bitcoinDevnetAccount, createBitcoinDevWallet, DEV_WALLET_NAME } from '@latch/devnet/wallet'
import {
  type ConnectFault,
  createApprovalSwitch,
  createWalletRegistry,
  withStandardConnectFaults,
} from '@latch/devnet/wallet/test-support'
import { startApiServer } from '@latch/services'
import { createBitcoinAdapter } from './createBitcoinAdapter'

const PROJECT = 'bitcoin-conformance'
/** Another chain id the host may name, with bcoin's regtest addresses: a switch to it is allowed. */
const OTHER_REGTEST = 'bip122:0000000000000000000000000000c0de'

describeAdapterConformance({
  name: 'createBitcoinAdapter',
  async startChain() {
    const bitcoin = await startDevnetBitcoin()
    const service = await startApiServer({
      database: { dataDir: 'memory://' },
      chains: [],
      bitcoin: devnetBitcoinSettings(bitcoin),
      projects: [{ id: PROJECT, name: 'bitcoin conformance' }],
    }).catch(async (error: unknown) => {
      await bitcoin.stop()
      throw error
    })
    const network: Network = {
      id: bitcoin.caipNetworkId.slice('bip122:'.length),
      chainNamespace: 'bip122',
      caipNetworkId: bitcoin.caipNetworkId as `bip122:${string}`,
      name: 'Latch Devnet Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrl: bitcoin.url,
      testnet: true,
    }
    return { bitcoin, service, network }
  },
  async stopChain({ bitcoin, service }) {
    await service.stop()
    await bitcoin.stop()
  },
  networks: ({ network }): [Network, Network] => [
    network,
    {
      ...network,
      id: OTHER_REGTEST.slice('bip122:'.length),
      caipNetworkId: OTHER_REGTEST,
      name: 'Other Regtest',
    },
  ],
  connectorId: `bip122:${DEV_WALLET_NAME}`,
  address: bitcoinDevnetAccount(0).payment.address,
  async openPage({ bitcoin, service }, { storage, connectTimeoutMs }) {
    const person = createApprovalSwitch()
    let fault: ConnectFault
    const wallet = createBitcoinDevWallet({
      caipNetworkId: bitcoin.caipNetworkId,
      approve: person.approve,
      storage,
    })
    const registry = createWalletRegistry()
    let unregister: (() => void) | undefined
    return {
      adapter: createBitcoinAdapter({
        api: { baseUrl: service.url, projectId: PROJECT },
        addressNetworks: { [bitcoin.caipNetworkId]: 'bcoinRegtest', [OTHER_REGTEST]: 'bcoinRegtest' },
        connectTimeoutMs,
        wallets: registry,
        target: {},
      }),
      wallet: {
        behave(behaviour) {
          person.answer = behaviour === 'refuse' ? 'refuse' : 'approve'
          fault = behaviour === 'hang' || behaviour === 'garbage' ? behaviour : undefined
        },
        prompts: person.prompts,
        async changeAccount() {
          wallet.switchAccount(1)
          return bitcoinDevnetAccount(1).payment.address
        },
        async revoke() {
          await wallet.features['standard:disconnect'].disconnect()
        },
      },
      install() {
        unregister = registry.register(withStandardConnectFaults(wallet, () => fault))
      },
      close() {
        unregister?.()
      },
    }
  },
})
