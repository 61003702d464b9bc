import { createRequire } from 'node:module'
import { createMemoryKeyValueStorage } from '@latch/devnet'

// The SDKs' CommonJS builds: Node cannot load their ESM builds (Core default-imports the CommonJS
// jsonrpc-ws-connection and gets its exports object, not the class; see vitest.config.ts), and Playwright's
// loader, unlike Vitest's, does not rewrite them. The types still come from the ESM declarations.
const require = createRequire(import.meta.url)
const { SignClient } = require('@walletconnect/sign-client') as typeof import('@walletconnect/sign-client')
const { getSdkError } = require('@walletconnect/utils') as typeof import('@walletconnect/utils')

export { getSdkError }
export type DappClient = Awaited<ReturnType<typeof SignClient.init>>

let clientCount = 0

/**
 * A dApp on the real `@walletconnect/sign-client` in the test process, against `relayUrl`, with in-memory
 * storage and its own storage prefix (the SDKs keep one Core per prefix in a global).
 *
 * @example
 * const dapp = await createDapp(relay.url)
 * const { uri, approval } = await dapp.connect({ optionalNamespaces })
 */
export function createDapp(relayUrl: string): Promise<DappClient> {
  return SignClient.init({
    projectId: 'latch-e2e',
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `latch-e2e-dapp-${process.pid}-${++clientCount}`,
    logger: 'silent',
    metadata: {
      name: 'Latch e2e dApp',
      description: 'The dApp side of the test wallet spec <b>as text</b>',
      url: 'http://127.0.0.1:5173',
      icons: ['javascript:alert(1)'],
    },
  })
}

/**
 * Proposes a session and starts waiting for its settlement at once. sign-client's `approval()` only
 * catches a settlement that arrives after it was called (its delayed promise drops an earlier
 * resolve), so calling it after the wallet approved hangs whenever the settlement is quick.
 *
 * @example
 * const { uri, settled } = await proposeSession(dapp, { optionalNamespaces })
 * await wallet.pair(uri)
 * const session = await settled
 */
export async function proposeSession(dapp: DappClient, params: Parameters<DappClient['connect']>[0]) {
  const { uri, approval } = await dapp.connect(params)
  if (!uri) throw new Error('sign-client proposed without a pairing URI')
  const settled = approval()
  // Tests that expect a rejection await it later; until then it must not count as unhandled.
  settled.catch(() => {})
  return { uri, settled }
}

/**
 * Closes the dApp's socket and stops its heartbeat, so the worker can end.
 *
 * @example
 * await closeDapp(dapp)
 */
export async function closeDapp(dapp: DappClient): Promise<void> {
  dapp.core.heartbeat.stop()
  await dapp.core.relayer.transportClose()
}
