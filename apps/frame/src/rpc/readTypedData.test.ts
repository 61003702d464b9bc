import { describe, expect, it } from 'vitest'
import { sayInEnglish } from '../i18n/test-support/sayInEnglish'
import { readTypedData } from './readTypedData'

const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }
const mail = {
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', version: '1' },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
  },
}
const reason = (data: unknown) => {
  try {
    readTypedData(data, chain)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('readTypedData: what the person reads is what is signed', () => {
  it('a domain without a chain says the signature holds on every chain; no contract line without one', () => {
    const { lines } = readTypedData(JSON.stringify(mail), chain)
    expect(lines.slice(0, 2).map(sayInEnglish)).toEqual([
      'Ether Mail: Mail',
      'Chain ID: none (the signature holds on every chain)',
    ])
    expect(lines).toHaveLength(3)
  })

  it('a field no type covers is refused in nested structs and arrays too; a missing one as well', () => {
    const extraInArray = { ...mail, message: { ...mail.message, to: [{ ...mail.message.to[0], memo: 'x' }] } }
    expect(reason(extraInArray)).toBe('Invalid params: message.to[0].memo is not a field of Person')
    const { contents: _contents, ...missing } = mail.message
    expect(reason({ ...mail, message: missing })).toBe('Invalid params: message.contents is missing')
    expect(reason({ ...mail, message: { ...mail.message, to: 'Bob' } })).toBe(
      'Invalid params: message.to is not an array',
    )
  })

  it('a domain field EIP-712 does not name, an unknown primary type, or not JSON: refused', () => {
    expect(reason({ ...mail, domain: { ...mail.domain, website: 'x' } })).toMatch(/EIP-712 domain/)
    expect(reason({ ...mail, primaryType: 'Letter' })).toBe(
      'Invalid params: the primary type Letter has no type',
    )
    expect(reason({ ...mail, primaryType: 'EIP712Domain' })).toBe(
      'Invalid params: the primary type EIP712Domain has no type',
    )
    expect(reason('{not json')).toBe('Invalid params: eth_signTypedData_v4 wants typed data JSON')
  })

  it('chainId as a hex or decimal string counts as the number; another chain is refused', () => {
    expect(reason({ ...mail, domain: { ...mail.domain, chainId: '0x7a69' } })).toBeUndefined()
    expect(reason({ ...mail, domain: { ...mail.domain, chainId: '31337' } })).toBeUndefined()
    expect(reason({ ...mail, domain: { ...mail.domain, chainId: '0x1' } })).toBe(
      'Invalid params: the typed data is for chain 0x1, not 31337',
    )
  })

  it('text that hides itself (a right-to-left override) is shown by its code', () => {
    const { lines } = readTypedData(
      { ...mail, message: { ...mail.message, contents: 'pay\u202Eevil' } },
      chain,
    )
    expect(lines.at(-1)).toContain('pay\\u{202E}evil')
  })
})
