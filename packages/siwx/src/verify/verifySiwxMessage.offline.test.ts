// verifySiwxMessage on the namespaces whose signatures are checked without a chain: Bitcoin's BIP-322
// (signed here by bip322-js, an implementation independent of ours) and Polkadot's sr25519.
import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, randomBytes } from '@noble/hashes/utils'
import { base58, bech32 } from '@scure/base'
import { p2wpkh, WIF } from '@scure/btc-signer'
import { getPublicKey, secretFromSeed, sign } from '@scure/sr25519'
import { Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { SiwxChainMismatchError, SiwxSignatureError } from '../errors'
import { createSiwxMessage } from '../message/createSiwxMessage'
import type { SiwxMessage } from '../message/siwxMessage'
import { verifySiwxMessage } from './verifySiwxMessage'

const NOW = new Date('2026-11-25T10:00:30.000Z')
const base = {
  domain: 'shop.example.com',
  uri: 'https://shop.example.com/login',
  version: '1',
  nonce: 'k3Jd8s0aQ7',
  issuedAt: '2026-11-25T10:00:00.000Z',
  expirationTime: '2026-11-25T10:05:00.000Z',
  statement: 'Sign in to the shop.',
} as const
const expected = {
  domain: 'shop.example.com',
  uri: 'https://shop.example.com/',
  nonce: 'k3Jd8s0aQ7',
  now: NOW,
}

describe('verifySiwxMessage (bip122, BIP-322)', () => {
  // a throwaway key on Core's regtest: its WIF and P2WPKH address
  const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
  const key = secp256k1.utils.randomPrivateKey()
  const wif = WIF(REGTEST).encode(key)
  const bcrt = p2wpkh(secp256k1.getPublicKey(key, true), REGTEST).address!
  const regtest: SiwxMessage = {
    ...base,
    accountAddress: bcrt,
    chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  }

  it("accepts the address's signature and returns the fields; refuses a tampered message", async () => {
    const message = createSiwxMessage(regtest)
    expect(message).toContain('wants you to sign in with your Bitcoin account:')
    const signature = Signer.sign(wif, bcrt, message) as string
    await expect(verifySiwxMessage({ message, signature, ...expected })).resolves.toEqual(regtest)
    const tampered = message.replace('Nonce: k3Jd8s0aQ7', 'Nonce: k3Jd8s0aQ8')
    await expect(
      verifySiwxMessage({ message: tampered, signature, ...expected, nonce: 'k3Jd8s0aQ8' }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
  })

  it("bcoin's rb1 form of the same program verifies, and the chain list still applies", async () => {
    const { words } = bech32.decode(bcrt as `${string}1${string}`)
    const rb = bech32.encode('rb', words)
    const fields = { ...regtest, accountAddress: rb }
    const message = createSiwxMessage(fields)
    // bip322-js knows bcrt only: the key and the to_spend script are the same for rb1
    const signature = Signer.sign(wif, bcrt, message) as string
    await expect(verifySiwxMessage({ message, signature, ...expected })).resolves.toEqual(fields)
    await expect(
      verifySiwxMessage({
        message,
        signature,
        ...expected,
        chains: ['bip122:000000000019d6689c085ae165831e93'],
      }),
    ).rejects.toBeInstanceOf(SiwxChainMismatchError)
  })
})

describe('verifySiwxMessage (polkadot, sr25519)', () => {
  const secret = secretFromSeed(randomBytes(32))
  const body = new Uint8Array([2, ...getPublicKey(secret)])
  const checksum = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 })
  const address = base58.encode(new Uint8Array([...body, checksum[0]!, checksum[1]!]))
  const polkadot: SiwxMessage = {
    ...base,
    accountAddress: address,
    chainId: 'polkadot:45454545454545454545454545454545',
  }
  const signRaw = (message: string) =>
    `0x${bytesToHex(sign(secret, new TextEncoder().encode(`<Bytes>${message}</Bytes>`)))}`

  it("accepts the extension's signRaw signature; refuses another key's", async () => {
    const message = createSiwxMessage(polkadot)
    expect(message).toContain('wants you to sign in with your Polkadot account:')
    await expect(verifySiwxMessage({ message, signature: signRaw(message), ...expected })).resolves.toEqual(
      polkadot,
    )
    const other = secretFromSeed(randomBytes(32))
    const forged = `0x${bytesToHex(sign(other, new TextEncoder().encode(`<Bytes>${message}</Bytes>`)))}`
    await expect(verifySiwxMessage({ message, signature: forged, ...expected })).rejects.toBeInstanceOf(
      SiwxSignatureError,
    )
  })
})
