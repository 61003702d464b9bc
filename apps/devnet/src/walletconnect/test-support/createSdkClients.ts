import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'

/** Any string works as the project id on the local relay. */
const PROJECT_ID = 'latch-relay-test'
/** The SDKs keep one Core per storage prefix in a global: every client of a process needs its own. */
let clientCount = 0

export type DappClient = Awaited<ReturnType<typeof SignClient.init>>
export type WalletClient = Awaited<ReturnType<typeof WalletKit.init>>

/**
 * A dApp on `@walletconnect/sign-client` against `relayUrl`, with in-memory storage.
 *
 * @example
 * const dapp = await createDappClient(relay.url)
 * const { uri, approval } = await dapp.connect({ optionalNamespaces })
 */
export function createDappClient(relayUrl: string): Promise<DappClient> {
  return SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `latch-dapp-${++clientCount}`,
    logger: 'silent',
    metadata: {
      name: 'Latch relay test dApp',
      description: 'The dApp side of the relay tests',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
}

/**
 * A wallet on `@reown/walletkit` (over its own `@walletconnect/core`) against `relayUrl`, with in-memory storage.
 *
 * @example
 * const wallet = await createWalletClient(relay.url)
 * await wallet.pair({ uri })
 */
export async function createWalletClient(relayUrl: string): Promise<WalletClient> {
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `latch-wallet-${++clientCount}`,
    logger: 'silent',
  })
  return WalletKit.init({
    core,
    metadata: {
      name: 'Latch relay test wallet',
      description: 'The wallet side of the relay tests',
      url: 'http://localhost/latch-relay-test-wallet',
      icons: [],
    },
  })
}

/**
 * Closes a client's socket and stops its heartbeat, so the test process can end.
 *
 * @example
 * await closeSdkClient(dapp)
 */
export async function closeSdkClient(client: DappClient | WalletClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}
