// The adapter conformance suite (packages/adapter-conformance) against the dev wallet over EIP-6963, on anvil.
import { describeAdapterConformance } from '@latch/adapter-conformance'
import type { Network } from '@latch/core'
import {
  announceDevWallet,
  createDevWallet,
  DEV_WALLET_RDNS,
  DEVNET_ADDRESSES,
  DEVNET_PRIVATE_KEYS,
} from '@latch/devnet/wallet'
import { createApprovalSwitch } from '@latch/devnet/wallet/test-support'
import { createEvmAdapter } from './createEvmAdapter'
import { startAnvilNetwork } from './test-support/startAnvilNetwork'

describeAdapterConformance({
  name: 'createEvmAdapter',
  startChain: () => startAnvilNetwork(),
  stopChain: ({ anvil }) => anvil.stop(),
  // the second chain is one the wallet knows without reaching it: a switch needs no second node
  networks: ({ network }): [Network, Network] => [
    network,
    { ...network, id: 31338, caipNetworkId: 'eip155:31338', name: 'Latch Devnet B' },
  ],
  connectorId: DEV_WALLET_RDNS,
  address: DEVNET_ADDRESSES[0],
  async openPage({ anvil }, { storage, connectTimeoutMs }) {
    const target = new EventTarget()
    const person = createApprovalSwitch()
    const wallet = createDevWallet({
      chains: [
        { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url },
        { id: 31338, name: 'Latch Devnet B' },
      ],
      privateKey: DEVNET_PRIVATE_KEYS[0],
      approve: person.approve,
      storage,
    })
    let stopAnnouncing: (() => void) | undefined
    return {
      adapter: createEvmAdapter({ target, connectTimeoutMs }),
      wallet: {
        behave(behaviour) {
          person.answer = behaviour === 'refuse' ? 'refuse' : 'approve'
          wallet.setFaults(behaviour === 'hang' || behaviour === 'garbage' ? { connect: behaviour } : {})
        },
        prompts: person.prompts,
        async changeAccount() {
          wallet.switchAccount(DEVNET_PRIVATE_KEYS[1])
          return DEVNET_ADDRESSES[1]
        },
        async changeChain() {
          wallet.switchChain(31337)
          return 'eip155:31337'
        },
        async revoke() {
          wallet.revokeAccess()
        },
      },
      install() {
        stopAnnouncing = announceDevWallet(wallet, target)
      },
      close() {
        stopAnnouncing?.()
      },
    }
  },
})
