import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { verifySiwxSignature } from './verifySiwxSignature'

const message = 'Revoke Latch session\nSession: s1\nPermission context: s1'

describe('verifySiwxSignature', () => {
  it("checks a Solana account's ed25519 signature (base58), and refuses another key's", async () => {
    const key = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(key))
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), key))
    await expect(verifySiwxSignature({ chainId, address, message, signature })).resolves.toBe(true)
    const other = base58.encode(
      ed25519.sign(new TextEncoder().encode(message), ed25519.utils.randomPrivateKey()),
    )
    await expect(verifySiwxSignature({ chainId, address, message, signature: other })).resolves.toBe(false)
  })

  it("checks an EVM account's EIP-191 signature, never for another namespace, nor on an unknown one", async () => {
    const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const signature = await account.signMessage({ message })
    const signed = { address: account.address, message, signature }
    await expect(verifySiwxSignature({ chainId: 'eip155:1', ...signed })).resolves.toBe(true)
    await expect(
      verifySiwxSignature({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ...signed }),
    ).resolves.toBe(false)
    await expect(verifySiwxSignature({ chainId: 'cosmos:cosmoshub-4', ...signed })).resolves.toBe(false)
  })
})
