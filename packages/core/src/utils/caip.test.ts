import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
import type { CaipNetworkId } from '../types/network'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress, toCaipNetworkId } from './caip'

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('parseCaipNetworkId', () => {
  it('parses a CAIP-2 network id of exactly 2 parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    ['one part', 'eip155'],
    ['three parts', 'eip155:1:0xabc'],
    ['an empty namespace', ':1'],
    ['an empty reference', 'eip155:'],
    ['an empty string', ''],
  ])('otherwise an invalid-network-id error is raised: %s', (_label, id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(InvalidCaipNetworkIdError)
  })

  it('asks for exactly two parts and nothing more: a namespace Latch has no adapter for still parses', () => {
    expect(parseCaipNetworkId('tron:0x2b6653dc')).toEqual({ namespace: 'tron', reference: '0x2b6653dc' })
  })

  it('carries code INVALID_CAIP_NETWORK_ID and the offending value', () => {
    try {
      parseCaipNetworkId('tron:1:2')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
      expect((error as InvalidCaipNetworkIdError).code).toBe('INVALID_CAIP_NETWORK_ID')
      expect((error as InvalidCaipNetworkIdError).value).toBe('tron:1:2')
      expect((error as InvalidCaipNetworkIdError).details).toContain('expected 2 colon-separated parts')
    }
  })

  it('rejects a non-string from untyped callers', () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow(InvalidCaipNetworkIdError)
  })
})

describe('parseCaipAddress', () => {
  it('parses a CAIP-10 address of exactly 3 colon-separated non-empty parts with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
    })
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', `eip155:1:${ADDRESS}:x`],
    ['an empty address', 'eip155:1:'],
    ['an empty reference', `eip155::${ADDRESS}`],
    ['an unknown namespace', `tron:1:${ADDRESS}`],
    ['an empty string', ''],
  ])('otherwise an invalid-address error is raised: %s', (_label, value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
  })

  it('carries code INVALID_CAIP_ADDRESS', () => {
    expect(() => parseCaipAddress('nope')).toThrow(expect.objectContaining({ code: 'INVALID_CAIP_ADDRESS' }))
  })
})

describe('toCaipNetworkId / toCaipAddress', () => {
  it('builds ids that parse back', () => {
    expect(toCaipNetworkId('eip155', 31337)).toBe('eip155:31337')
    expect(toCaipNetworkId('bip122', '000000000019d6689c085ae165831e93')).toBe(
      'bip122:000000000019d6689c085ae165831e93',
    )
    expect(toCaipAddress('eip155:1', ADDRESS)).toBe(`eip155:1:${ADDRESS}`)
  })

  it('refuses to build an id that would not parse back', () => {
    expect(() => toCaipNetworkId('eip155', '')).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipNetworkId('eip155', 'a:b')).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipAddress('eip155:1', '')).toThrow(InvalidCaipAddressError)
    expect(() => toCaipAddress('tron:1' as CaipNetworkId, ADDRESS)).toThrow(InvalidCaipAddressError)
  })
})
