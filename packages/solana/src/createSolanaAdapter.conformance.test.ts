// The adapter conformance suite (packages/adapter-conformance) against the dev wallet over wallet-standard,
// on Surfpool.
import { describeAdapterConformance } from '@latch/adapter-conformance'
import type { Network } from '@latch/core'
import { startDevnetSolana } from '@latch/devnet'
import {
  createSolanaDevWallet,
  DEV_WALLET_NAME,
  SOLANA_DEVNET_ADDRESSES,
  SOLANA_DEVNET_KEYS,
} from '@latch/devnet/wallet'
import {
  type ConnectFault,
  createApprovalSwitch,
  createWalletRegistry,
  withStandardConnectFaults,
} from '@latch/devnet/wallet/test-support'
import { createSolanaAdapter } from './createSolanaAdapter'
import { toSolanaNetwork } from './test-support/connectDevWallet'

describeAdapterConformance({
  name: 'createSolanaAdapter',
  startChain: () => startDevnetSolana(),
  stopChain: (solana) => solana.stop(),
  // the second is the name wallet-standard wallets give a local validator, which the dev wallet serves too
  networks: (solana): [Network, Network] => {
    const network = toSolanaNetwork(solana)
    return [
      network,
      { ...network, id: 'localnet', caipNetworkId: 'solana:localnet', name: 'Solana Localnet' },
    ]
  },
  connectorId: `solana:${DEV_WALLET_NAME}`,
  address: SOLANA_DEVNET_ADDRESSES[0]!,
  async openPage(solana, { storage, connectTimeoutMs }) {
    const person = createApprovalSwitch()
    let fault: ConnectFault
    const wallet = await createSolanaDevWallet({
      cluster: solana,
      key: SOLANA_DEVNET_KEYS[0],
      approve: person.approve,
      storage,
    })
    // each page has its own registry, as each browser page has its own getWallets()
    const registry = createWalletRegistry()
    let unregister: (() => void) | undefined
    return {
      adapter: createSolanaAdapter({ wallets: registry, target: {}, connectTimeoutMs }),
      wallet: {
        behave(behaviour) {
          person.answer = behaviour === 'refuse' ? 'refuse' : 'approve'
          fault = behaviour === 'hang' || behaviour === 'garbage' ? behaviour : undefined
        },
        prompts: person.prompts,
        async changeAccount() {
          await wallet.switchAccount(SOLANA_DEVNET_KEYS[1])
          return SOLANA_DEVNET_ADDRESSES[1]!
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
