import { describe, expect, it } from 'vitest'
import { DEVNET_PRIVATE_KEYS } from '../../accounts'
import { readTestWalletConfig } from './readTestWalletConfig'

const define = {
  relayUrl: 'ws://127.0.0.1:8548',
  chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' }],
}

describe('readTestWalletConfig', () => {
  it('signs with account 0 by default, another with ?account=N, and reads the ?uri= deeplink', () => {
    expect(readTestWalletConfig(define, '')).toMatchObject({
      accountIndex: 0,
      privateKey: DEVNET_PRIVATE_KEYS[0],
      uri: undefined,
    })
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    expect(readTestWalletConfig(define, `?account=3&uri=${encodeURIComponent(uri)}`)).toMatchObject({
      accountIndex: 3,
      privateKey: DEVNET_PRIVATE_KEYS[3],
      uri,
      relayUrl: define.relayUrl,
    })
  })

  it('says which accounts exist when ?account= is not one', () => {
    expect(() => readTestWalletConfig(define, '?account=12')).toThrow(
      '?account=12 is not a devnet account: use 0 to 9.',
    )
    expect(() => readTestWalletConfig(define, '?account=x')).toThrow('?account=x is not a devnet account')
  })

  it('refuses a page served without the relay URL and chains', () => {
    expect(() => readTestWalletConfig({ relayUrl: 'http://x', chains: [] }, '')).toThrow(
      'The page was served without a relay URL and chains (startTestWallet).',
    )
  })
})
