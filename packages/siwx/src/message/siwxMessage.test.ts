import { SiweMessage } from 'siwe'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { InvalidSiwxMessageError } from '../errors'
import { createSiwxMessage } from './createSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { SiwxMessage } from './siwxMessage'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base: SiwxMessage = {
  domain: 'shop.example.com',
  accountAddress: ADDRESS,
  chainId: 'eip155:1',
  uri: 'https://shop.example.com/login',
  version: '1',
  nonce: 'k3Jd8s0aQ7',
  issuedAt: '2026-11-25T10:00:00.000Z',
}

/** Field sets covering each optional part of EIP-4361. */
const samples: Record<string, SiwxMessage> = {
  'required fields only': base,
  'with a statement': { ...base, statement: 'Sign in to the shop.' },
  'with every optional field': {
    ...base,
    scheme: 'https',
    statement: 'I accept the terms: https://shop.example.com/tos',
    expirationTime: '2026-11-26T10:00:00.000Z',
    notBefore: '2026-11-25T09:59:00.000Z',
    requestId: 'req-42',
    resources: [
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      'https://example.com/my-web2-claim.json',
    ],
  },
  'on another chain, a local domain with a port': {
    ...base,
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173/',
    chainId: 'eip155:31337',
  },
}

/** What the siwe package writes for the same fields. */
function siweText(message: SiwxMessage): string {
  return new SiweMessage({
    domain: message.domain,
    address: message.accountAddress,
    uri: message.uri,
    version: message.version,
    chainId: Number(message.chainId.split(':')[1]),
    nonce: message.nonce,
    issuedAt: message.issuedAt,
    statement: message.statement,
    expirationTime: message.expirationTime,
    notBefore: message.notBefore,
    requestId: message.requestId,
    resources: message.resources,
    scheme: message.scheme,
  }).prepareMessage()
}

describe('sign-in messages (EIP-4361) match the siwe package', () => {
  it.each(Object.entries(samples))('%s: Latch writes the same text as siwe', (_, message) => {
    expect(createSiwxMessage(message)).toBe(siweText(message))
  })

  it.each(Object.entries(samples))('%s: Latch reads siwe’s text back to the same fields', (_, message) => {
    expect(parseSiwxMessage(siweText(message))).toEqual(message)
  })

  it.each(Object.entries(samples))('%s: siwe reads Latch’s text back to the same fields', (_, message) => {
    const read = new SiweMessage(createSiwxMessage(message))
    expect(read.address).toBe(ADDRESS)
    expect(read.domain).toBe(message.domain)
    expect(`eip155:${read.chainId}`).toBe(message.chainId)
    expect(read.nonce).toBe(message.nonce)
    expect(read.statement).toBe(message.statement)
    expect(read.resources).toEqual(message.resources)
    expect(read.expirationTime).toBe(message.expirationTime)
  })

  it('writes the same text as viem, whose parser reads it back', () => {
    const message = samples['with every optional field']!
    const text = createSiwxMessage(message)
    expect(
      createSiweMessage({
        address: ADDRESS,
        chainId: 1,
        domain: message.domain,
        nonce: message.nonce,
        uri: message.uri,
        version: '1',
        issuedAt: new Date(message.issuedAt),
        expirationTime: new Date(message.expirationTime!),
        notBefore: new Date(message.notBefore!),
        requestId: message.requestId,
        resources: message.resources,
        scheme: message.scheme,
        statement: message.statement,
      }),
    ).toBe(text)
    expect(parseSiweMessage(text)).toMatchObject({
      address: ADDRESS,
      nonce: message.nonce,
      statement: message.statement,
    })
  })

  it('also reads the compact form some writers use, without the blank line of a missing statement', () => {
    const compact = createSiwxMessage(base).replace(`${ADDRESS}\n\n\n`, `${ADDRESS}\n\n`)
    expect(parseSiwxMessage(compact)).toEqual(base)
  })

  it('writes the address EIP-55 checksummed, whatever case it was given in', () => {
    const text = createSiwxMessage({ ...base, accountAddress: ADDRESS.toLowerCase() })
    expect(text.split('\n')[1]).toBe(ADDRESS)
  })
})

describe('Solana messages (CAIP-122)', () => {
  const solana: SiwxMessage = {
    ...base,
    accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    statement: 'Sign in to the shop.',
  }

  it('name the Solana account and the genesis-hash reference, and read back', () => {
    const text = createSiwxMessage(solana)
    expect(text.split('\n')[0]).toBe('shop.example.com wants you to sign in with your Solana account:')
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
    expect(parseSiwxMessage(text)).toEqual(solana)
  })
})

function refusal(run: () => unknown): InvalidSiwxMessageError {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidSiwxMessageError) return error
    throw error
  }
  throw new Error('expected InvalidSiwxMessageError')
}

describe('the domain is an RFC 3986 authority, userinfo included, as EIP-4361 allows', () => {
  it.each(['alice@shop.example.com', 'alice:pw%20x@127.0.0.1:5173'])(
    '%s is written and read back',
    (domain) => {
      const message = { ...base, domain }
      const text = createSiwxMessage(message)
      expect(text.split('\n')[0]).toBe(`${domain} wants you to sign in with your Ethereum account:`)
      expect(parseSiwxMessage(text)).toEqual(message)
    },
  )

  it('an @ with a space or a second @ in it is still refused', () => {
    expect(refusal(() => createSiwxMessage({ ...base, domain: 'al ice@shop.example.com' })).field).toBe(
      'domain',
    )
    expect(refusal(() => createSiwxMessage({ ...base, domain: 'a@b@shop.example.com' })).field).toBe('domain')
  })
})

describe('a message that breaks the standard is refused, naming the field', () => {
  it.each([
    ['domain', { domain: 'https://shop.example.com' }],
    ['domain', { domain: 'shop example' }],
    ['accountAddress', { accountAddress: '0x1234' }],
    ['chainId', { chainId: 'cosmos:cosmoshub-4' }],
    ['chainId', { chainId: 'eip155:one' }],
    ['uri', { uri: 'not a uri' }],
    ['version', { version: '2' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'has spaces in it' }],
    ['issuedAt', { issuedAt: 'yesterday' }],
    ['expirationTime', { expirationTime: '2026-13-40T99:00:00Z' }],
    ['statement', { statement: 'two\nlines' }],
    ['resources[1]', { resources: ['https://ok.example', 'not a uri'] }],
  ] as [string, Partial<SiwxMessage>][])('%s: %j', (field, change) => {
    const error = refusal(() => createSiwxMessage({ ...base, ...change } as SiwxMessage))
    expect(error.field).toBe(field)
    expect(error.code).toBe('INVALID_SIWX_MESSAGE')
    expect(error.shortMessage).toBe('Invalid sign-in message')
  })

  it.each(['issuedAt', 'expirationTime', 'notBefore'] as const)(
    '%s: a time on a day the calendar lacks (31 February, 29 February 2026) or past 23:59 is refused',
    (field) => {
      for (const value of [
        '2026-02-31T10:00:00Z',
        '2026-02-29T10:00:00.000Z',
        '2026-04-31T10:00:00Z',
        '2026-05-01T24:00:00Z',
      ]) {
        expect(refusal(() => createSiwxMessage({ ...base, [field]: value })).field).toBe(field)
      }
      expect(createSiwxMessage({ ...base, [field]: '2028-02-29T10:00:00+02:00' })).toContain('2028-02-29')
    },
  )

  it('reading: an expiration time of 31 February in the text is refused', () => {
    const text = createSiwxMessage({ ...base, expirationTime: '2026-02-28T10:00:00.000Z' })
    expect(refusal(() => parseSiwxMessage(text.replace('2026-02-28', '2026-02-31'))).field).toBe(
      'expirationTime',
    )
  })

  it('reading: a lower-case address, a missing line, lines out of order and trailing text are refused', () => {
    const text = createSiwxMessage(samples['with every optional field']!)
    expect(refusal(() => parseSiwxMessage(text.replace(ADDRESS, ADDRESS.toLowerCase()))).field).toBe(
      'accountAddress',
    )
    expect(refusal(() => parseSiwxMessage(text.replace(/\nNonce: .*/, ''))).field).toBe('nonce')
    const swapped = text.replace(/(Version: 1)\n(Chain ID: 1)/, '$2\n$1')
    expect(refusal(() => parseSiwxMessage(swapped)).field).toBe('version')
    expect(refusal(() => parseSiwxMessage(`${text}\nextra`)).field).toBe('message')
    expect(refusal(() => parseSiwxMessage('hello')).field).toBe('header')
    expect(refusal(() => parseSiwxMessage(text.replace('Ethereum account', 'Cosmos account'))).field).toBe(
      'header',
    )
  })
})
