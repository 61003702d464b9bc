import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from './solanaAccounts'

describe('Solana devnet accounts', () => {
  it('are the SHA-256 seeds of their labels, with the addresses those keys derive', async () => {
    expect(SOLANA_DEVNET_KEYS).toHaveLength(SOLANA_DEVNET_ADDRESSES.length)
    for (const [index, key] of SOLANA_DEVNET_KEYS.entries()) {
      const seed = createHash('sha256').update(`latch devnet solana account ${index}`).digest('hex')
      expect(key).toBe(seed)
      const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(key, 'hex'))
      expect(signer.address).toBe(SOLANA_DEVNET_ADDRESSES[index])
    }
  })

  it('are 32 to 44 base58 characters, as the spec validates a Solana address', () => {
    for (const address of SOLANA_DEVNET_ADDRESSES) expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })
})
