import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { solanaKeyFrom } from './solanaKeyFrom'

const message = new TextEncoder().encode('Sign in to Latch on Solana')

describe('solanaKeyFrom', () => {
  it('derives the same Solana account from the same key, each time (the shares back up both)', () => {
    const key = generatePrivateKey()
    expect(solanaKeyFrom(key).address).toBe(solanaKeyFrom(key).address)
    expect(solanaKeyFrom(key).address).not.toBe(solanaKeyFrom(generatePrivateKey()).address)
  })

  it('is a Solana address: base58 of a 32-byte public key', () => {
    const { address } = solanaKeyFrom(generatePrivateKey())
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(base58.decode(address)).toHaveLength(32)
  })

  it('signs with ed25519: the signature verifies against the address, and only over that message', () => {
    const solana = solanaKeyFrom(generatePrivateKey())
    const signature = solana.sign(message)
    expect(signature).toHaveLength(64)
    const publicKey = base58.decode(solana.address)
    expect(ed25519.verify(signature, message, publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('Pay 100 SOL'), publicKey)).toBe(false)
  })

  it('is fixed for a known key (changing the derivation would move every account)', () => {
    const key = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
    expect(solanaKeyFrom(key).address).toMatchInlineSnapshot(`"37AV2XxdMmCRuoFUofqpDf3934a1iSmeNXBEzxrHwshs"`)
  })

  it('refuses a key that is not 32 bytes', () => {
    expect(() => solanaKeyFrom('0x1234')).toThrow('32 bytes')
  })
})
