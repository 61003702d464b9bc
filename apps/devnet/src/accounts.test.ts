import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from './accounts'

const MNEMONIC = 'test test test test test test test test test test test junk'

describe('devnet accounts', () => {
  it('are the first ten keys of anvil’s default mnemonic, with their checksummed addresses', () => {
    expect(DEVNET_PRIVATE_KEYS).toHaveLength(10)
    DEVNET_PRIVATE_KEYS.forEach((key, addressIndex) => {
      const derived = mnemonicToAccount(MNEMONIC, { addressIndex })
      expect(privateKeyToAccount(key).address).toBe(derived.address)
      expect(DEVNET_ADDRESSES[addressIndex]).toBe(derived.address)
    })
  })
})
