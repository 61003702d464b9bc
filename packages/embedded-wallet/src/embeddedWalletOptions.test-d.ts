import { describe, expectTypeOf, it } from 'vitest'
import type { EmbeddedWalletOptions } from './embeddedWalletOptions'

// Type-level only: the frame loads as createLatch's projectId; the login takes none of its own.
describe('embeddedWallet() options', () => {
  it('refuse a projectId at compile time as at run time', () => {
    expectTypeOf<EmbeddedWalletOptions['projectId']>().toEqualTypeOf<undefined>()
    // @ts-expect-error the project goes to createLatch({ projectId })
    const own: EmbeddedWalletOptions = { frameUrl: 'https://wallet.example', projectId: 'shop' }
    expectTypeOf(own).toEqualTypeOf<EmbeddedWalletOptions>()
  })
})
