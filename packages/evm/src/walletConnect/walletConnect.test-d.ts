import { describe, expectTypeOf, it } from 'vitest'
import type { WalletConnectOptions } from './walletConnectOptions'

// Type-level only: WalletConnect pairs as createLatch's projectId and takes none of its own.
describe('walletConnect() options', () => {
  it('refuse a projectId at compile time as at run time', () => {
    expectTypeOf<WalletConnectOptions['projectId']>().toEqualTypeOf<undefined>()
    // @ts-expect-error the project goes to createLatch({ projectId })
    const own: WalletConnectOptions = { relayUrl: 'wss://relay.example', projectId: 'shop' }
    expectTypeOf(own).toEqualTypeOf<WalletConnectOptions>()
  })
})
