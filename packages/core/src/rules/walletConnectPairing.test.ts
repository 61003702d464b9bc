import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MS } from '../constants'
import { isPairingExpired, msUntilPairingExpired } from './walletConnectPairing'

describe('WalletConnect pairing expiry', () => {
  const now = 1_800_000_000_000
  const fresh = { expiresAt: now + PAIRING_EXPIRY_MS }

  it('pairing expiry is four minutes: a new URI is not expired', () => {
    expect(isPairingExpired(fresh, now)).toBe(false)
  })

  it('pairing counts as expired when under 10 s are left', () => {
    expect(isPairingExpired({ expiresAt: now + 10_000 }, now)).toBe(false)
    expect(isPairingExpired({ expiresAt: now + 9_999 }, now)).toBe(true)
    expect(isPairingExpired({ expiresAt: now - 1 }, now)).toBe(true)
  })

  it('a URI is replaced 3 min 50 s after it was made, and at once when it already counts as expired', () => {
    expect(msUntilPairingExpired(fresh, now)).toBe(230_000)
    expect(msUntilPairingExpired({ expiresAt: now + 5_000 }, now)).toBe(0)
  })
})
