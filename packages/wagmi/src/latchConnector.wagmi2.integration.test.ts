// The bridge on @wagmi/core 2, installed beside 3 as @wagmi/core-v2.
import {
  type Config,
  connect,
  createConfig,
  disconnect,
  getAccount,
  getBalance,
  http,
  reconnect,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core-v2'
import { describeBridge } from './test-support/bridgeSuite'
import type { WagmiUnderTest } from './test-support/openBridgedPage'
import type { WagmiConfigLike } from './wagmiConfigLike'

// The suite holds configs by the bridge's structural type; here they are this version's own.
const own = (config: WagmiConfigLike) => config as unknown as Config

const wagmiTwo: WagmiUnderTest = {
  createConfig: ({ chains, connector, rpcUrls }) =>
    createConfig({
      chains,
      connectors: [connector],
      transports: Object.fromEntries(chains.map((chain) => [chain.id, http(rpcUrls[chain.id])])),
      multiInjectedProviderDiscovery: false,
      storage: null,
    }),
  getConnection: (config) => {
    const { address, chainId, status, connector } = getAccount(own(config))
    return { status, ...(address && { address, chainId, connectorId: connector?.id }) }
  },
  connect: (config) => connect(own(config), { connector: own(config).connectors[0]! }),
  reconnect: (config) => reconnect(own(config)),
  disconnect: (config) => disconnect(own(config)),
  switchChain: (config, chainId) => switchChain(own(config), { chainId }),
  sendTransaction: (config, { to, value }) => sendTransaction(own(config), { to, value }),
  waitForTransactionReceipt: (config, hash) => waitForTransactionReceipt(own(config), { hash }),
  getBalance: async (config, address) => (await getBalance(own(config), { address })).value,
}

describeBridge('@wagmi/core 2', wagmiTwo)
