import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, randomBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { getPublicKey, secretFromSeed, sign } from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { decodeSs58Address } from './decodeSs58Address'
import { verifyPolkadotSignature } from './verifyPolkadotSignature'

/** Well known: Alice's public key, and her address on the generic substrate prefix (42). */
const ALICE_PUBLIC_KEY = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

/** An SS58 address for a one-byte prefix, written the way the format says. */
function ss58(publicKey: Uint8Array, prefix: number): string {
  const body = new Uint8Array([prefix, ...publicKey])
  const checksum = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 })
  return base58.encode(new Uint8Array([...body, checksum[0]!, checksum[1]!]))
}

const secret = secretFromSeed(randomBytes(32))
const address = ss58(getPublicKey(secret), 2)
const message = 'shop.example.com wants you to sign in with your Polkadot account:'
const signWrapped = (text: string) =>
  `0x${bytesToHex(sign(secret, new TextEncoder().encode(`<Bytes>${text}</Bytes>`)))}`

describe('decodeSs58Address', () => {
  it("reads Alice's public key and prefix 42, and refuses a changed checksum", () => {
    const decoded = decodeSs58Address(ALICE)
    expect(decoded?.prefix).toBe(42)
    expect(bytesToHex(decoded!.publicKey)).toBe(ALICE_PUBLIC_KEY)
    expect(decodeSs58Address(`${ALICE.slice(0, -1)}R`)).toBeUndefined()
    expect(decodeSs58Address('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBeUndefined()
  })
})

describe('verifyPolkadotSignature (sr25519)', () => {
  it("accepts an extension's signRaw signature (<Bytes>-wrapped), bare or as a MultiSignature", () => {
    const signature = signWrapped(message)
    expect(verifyPolkadotSignature({ address, message, signature })).toBe(true)
    expect(verifyPolkadotSignature({ address, message, signature: `0x01${signature.slice(2)}` })).toBe(true)
    const bare = `0x${bytesToHex(sign(secret, new TextEncoder().encode(message)))}`
    expect(verifyPolkadotSignature({ address, message, signature: bare })).toBe(true)
  })

  it('refuses another message, another account, an ed25519 MultiSignature and garbage', () => {
    const signature = signWrapped(message)
    expect(verifyPolkadotSignature({ address, message: `${message}!`, signature })).toBe(false)
    expect(verifyPolkadotSignature({ address: ALICE, message, signature })).toBe(false)
    expect(verifyPolkadotSignature({ address, message, signature: `0x00${signature.slice(2)}` })).toBe(false)
    expect(verifyPolkadotSignature({ address, message, signature: 'zz' })).toBe(false)
    expect(verifyPolkadotSignature({ address: 'not an address', message, signature })).toBe(false)
  })
})
