import { describe, expect, it } from 'vitest'
import { holdsSeveralWallets } from './holdsSeveralWallets'

describe('holdsSeveralWallets', () => {
  it('a list made with multiWallet on carries statuses; one made with it off does not', () => {
    expect(
      holdsSeveralWallets([
        { connectorId: 'io.metamask', accounts: [{ address: '0x1' }], status: 'connected' },
      ]),
    ).toBe(true)
    expect(holdsSeveralWallets([{ connectorId: 'AUTH', accounts: [{ address: '0x3' }] }])).toBe(false)
    expect(holdsSeveralWallets(undefined)).toBe(false)
  })
})
