// The adapter conformance suite (packages/adapter-conformance) against the dev wallet injected as a Polkadot
// extension, on Chopsticks.
import { describeAdapterConformance } from '@latch/adapter-conformance'
import type { Network } from '@latch/core'
import { startDevnetPolkadot } from '@latch/devnet'
import {
  createPolkadotDevWallet,
  POLKADOT_DEV_WALLET_KEY,
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_URIS,
} from '@latch/devnet/wallet'
import {
  type ConnectFault,
  createApprovalSwitch,
  withPolkadotEnableFaults,
} from '@latch/devnet/wallet/test-support'
import { createPolkadotAdapter } from './createPolkadotAdapter'
import { disconnectPolkadotApis } from './getPolkadotApi'
import type { InjectedWeb3Target } from './polkadotExtension'
import { toPolkadotNetwork } from './test-support/toPolkadotNetwork'

/** Another chain the host may name, in the devnet's SS58 prefix (given, so no second node is needed). */
const OTHER_CHAIN = 'polkadot:0000000000000000000000000000c0de'

describeAdapterConformance({
  name: 'createPolkadotAdapter',
  startChain: () => startDevnetPolkadot(),
  async stopChain(polkadot) {
    await disconnectPolkadotApis()
    await polkadot.stop()
  },
  networks: (polkadot): [Network, Network] => {
    const network = toPolkadotNetwork(polkadot)
    return [
      network,
      { ...network, id: OTHER_CHAIN.slice('polkadot:'.length), caipNetworkId: OTHER_CHAIN, name: 'Other' },
    ]
  },
  connectorId: `polkadot:${POLKADOT_DEV_WALLET_KEY}`,
  address: POLKADOT_DEVNET_ADDRESSES[0],
  // injectedWeb3 has only `enable`, which asks a page the extension does not allow: no silent check
  reconnectMayPrompt: true,
  async openPage(_polkadot, { storage, connectTimeoutMs }) {
    const person = createApprovalSwitch()
    let fault: ConnectFault
    const wallet = await createPolkadotDevWallet({
      approve: person.approve,
      storage,
      origin: 'http://127.0.0.1:5173',
    })
    const target: InjectedWeb3Target = {}
    return {
      adapter: createPolkadotAdapter({
        target,
        appName: 'Latch conformance',
        pollIntervalMs: 50,
        connectTimeoutMs,
        ss58Prefixes: { [OTHER_CHAIN]: POLKADOT_DEVNET_SS58_PREFIX },
      }),
      wallet: {
        behave(behaviour) {
          person.answer = behaviour === 'refuse' ? 'refuse' : 'approve'
          fault = behaviour === 'hang' || behaviour === 'garbage' ? behaviour : undefined
        },
        prompts: person.prompts,
        async changeAccount() {
          wallet.switchAccount(POLKADOT_DEVNET_URIS[1])
          return POLKADOT_DEVNET_ADDRESSES[1]
        },
        async revoke() {
          wallet.revokeAccess()
        },
      },
      install() {
        target.injectedWeb3 = {
          [POLKADOT_DEV_WALLET_KEY]: withPolkadotEnableFaults(wallet.entry, () => fault),
        }
      },
      close() {
        target.injectedWeb3 = {}
      },
    }
  },
})
