import { DEVNET_PRIVATE_KEYS, type StartAnvilReturnType, startAnvil, toMalleableTwin } from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  InvalidSiwxMessageError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxExpiredError,
  SiwxNonceError,
  SiwxNotYetValidError,
  SiwxSignatureError,
  SiwxUriMismatchError,
} from '../errors'
import { createSiwxMessage } from '../message/createSiwxMessage'
import type { SiwxMessage } from '../message/siwxMessage'
import { verifySiwxMessage } from './verifySiwxMessage'

const account = privateKeyToAccount(DEVNET_PRIVATE_KEYS[0]!)
const other = privateKeyToAccount(DEVNET_PRIVATE_KEYS[1]!)
const NOW = new Date('2026-11-25T10:00:30.000Z')

const fields: SiwxMessage = {
  domain: 'shop.example.com',
  accountAddress: account.address,
  chainId: 'eip155:31337',
  uri: 'https://shop.example.com/login',
  version: '1',
  nonce: 'k3Jd8s0aQ7',
  issuedAt: '2026-11-25T10:00:00.000Z',
  notBefore: '2026-11-25T10:00:00.000Z',
  expirationTime: '2026-11-25T10:05:00.000Z',
  statement: 'Sign in to the shop.',
}

async function signed(change: Partial<SiwxMessage> = {}, signer = account) {
  const message = createSiwxMessage({ ...fields, ...change })
  return { message, signature: await signer.signMessage({ message }) }
}

const expected = {
  domain: 'shop.example.com',
  uri: 'https://shop.example.com/',
  nonce: 'k3Jd8s0aQ7',
  now: NOW,
}

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(() => anvil?.stop())

describe('verifySiwxMessage (eip155)', () => {
  it('accepts the account’s signature over the message, and returns its fields', async () => {
    await expect(verifySiwxMessage({ ...(await signed()), ...expected })).resolves.toEqual(fields)
  })

  it('through the chain (the path smart accounts take, ERC-1271 / ERC-6492), an EOA verifies too', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    await expect(verifySiwxMessage({ ...(await signed()), ...expected, client })).resolves.toEqual(fields)
  })

  it('a replayed nonce is refused: the consuming check accepts it once', async () => {
    const issued = new Set(['k3Jd8s0aQ7'])
    const nonce = (value: string) => issued.delete(value)
    const sign = await signed()
    await expect(verifySiwxMessage({ ...sign, ...expected, nonce })).resolves.toBeTruthy()
    await expect(verifySiwxMessage({ ...sign, ...expected, nonce })).rejects.toBeInstanceOf(SiwxNonceError)
    await expect(verifySiwxMessage({ ...sign, ...expected, nonce: 'otherNonce1' })).rejects.toBeInstanceOf(
      SiwxNonceError,
    )
  })

  it('a message for another domain or URI is refused, and does not use up the nonce', async () => {
    let consumed = 0
    const nonce = () => ++consumed > 0
    await expect(
      verifySiwxMessage({ ...(await signed({ domain: 'evil.example' })), ...expected, nonce }),
    ).rejects.toBeInstanceOf(SiwxDomainMismatchError)
    await expect(
      verifySiwxMessage({
        ...(await signed({ uri: 'https://shop.example.com.evil.example/' })),
        ...expected,
        nonce,
      }),
    ).rejects.toBeInstanceOf(SiwxUriMismatchError)
    expect(consumed).toBe(0)
  })

  it('an expired or not-yet-valid message is refused', async () => {
    const sign = await signed()
    await expect(
      verifySiwxMessage({ ...sign, ...expected, now: new Date('2026-11-25T10:05:00.000Z') }),
    ).rejects.toBeInstanceOf(SiwxExpiredError)
    await expect(
      verifySiwxMessage({ ...sign, ...expected, now: new Date('2026-11-25T09:59:59.000Z') }),
    ).rejects.toBeInstanceOf(SiwxNotYetValidError)
  })

  it('a message for a chain the server does not accept is refused', async () => {
    await expect(
      verifySiwxMessage({ ...(await signed()), ...expected, chains: ['eip155:1'] }),
    ).rejects.toBeInstanceOf(SiwxChainMismatchError)
  })

  it('a tampered message, another account’s signature and a high-s twin are refused as invalid signatures', async () => {
    const { message, signature } = await signed()
    const tampered = message.replace('Sign in to the shop.', 'Sign in to the shop and pay.')
    await expect(verifySiwxMessage({ message: tampered, signature, ...expected })).rejects.toBeInstanceOf(
      SiwxSignatureError,
    )
    const stolen = await signed({}, other)
    await expect(verifySiwxMessage({ ...stolen, ...expected })).rejects.toBeInstanceOf(SiwxSignatureError)
    const twin = toMalleableTwin(signature as Hex)
    await expect(verifySiwxMessage({ message, signature: twin, ...expected })).rejects.toBeInstanceOf(
      SiwxSignatureError,
    )
  })

  it('a malformed message is refused before anything else', async () => {
    await expect(
      verifySiwxMessage({ message: 'sign me', signature: '0x00', ...expected }),
    ).rejects.toBeInstanceOf(InvalidSiwxMessageError)
  })
})

describe('verifySiwxMessage (solana, ed25519)', () => {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const solana: SiwxMessage = {
    ...fields,
    accountAddress: address,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  }
  const sign = (message: string) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))

  it('accepts the key’s signature, refuses a tampered message and another key’s signature', async () => {
    const message = createSiwxMessage(solana)
    await expect(verifySiwxMessage({ message, signature: sign(message), ...expected })).resolves.toEqual(
      solana,
    )
    const tampered = message.replace('Nonce: k3Jd8s0aQ7', 'Nonce: k3Jd8s0aQ8')
    await expect(
      verifySiwxMessage({ message: tampered, signature: sign(message), ...expected, nonce: 'k3Jd8s0aQ8' }),
    ).rejects.toBeInstanceOf(SiwxSignatureError)
    const otherKey = ed25519.utils.randomPrivateKey()
    const forged = base58.encode(ed25519.sign(new TextEncoder().encode(message), otherKey))
    await expect(verifySiwxMessage({ message, signature: forged, ...expected })).rejects.toBeInstanceOf(
      SiwxSignatureError,
    )
  })
})
