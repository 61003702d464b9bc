import { describe, expect, it } from 'vitest'
import { NO_CAPABILITIES, parseCapabilities } from './parseCapabilities'

describe('parseCapabilities', () => {
  it('reads the chain’s capabilities over those for every chain (0x0), in any case of hex', () => {
    const answer = {
      '0x0': { paymasterService: { supported: true }, flowControl: { supported: true } },
      '0x7A69': { atomic: { status: 'ready' } },
      '0x1': { atomic: { status: 'supported' } },
    }
    expect(parseCapabilities(answer, '0x7a69')).toEqual({
      atomic: 'ready',
      paymasterService: true,
      all: {
        paymasterService: { supported: true },
        flowControl: { supported: true },
        atomic: { status: 'ready' },
      },
    })
  })

  it('reads v1’s atomicBatch.supported as atomic supported', () => {
    expect(parseCapabilities({ '0x7a69': { atomicBatch: { supported: true } } }, '0x7a69').atomic).toBe(
      'supported',
    )
    expect(parseCapabilities({ '0x7a69': { atomicBatch: { supported: false } } }, '0x7a69').atomic).toBe(
      'unsupported',
    )
  })

  it.each([
    ['no entry for the chain', { '0x1': { atomic: { status: 'supported' } } }],
    ['an unknown atomic status', { '0x7a69': { atomic: { status: 'always' } } }],
    ['a paymaster said as a string', { '0x7a69': { paymasterService: 'yes' } }],
  ])('claims nothing the wallet did not state: %s', (_, answer) => {
    const parsed = parseCapabilities(answer, '0x7a69')
    expect(parsed.atomic).toBe('unsupported')
    expect(parsed.paymasterService).toBe(false)
  })

  it.each([
    ['null', null],
    ['an array', [{ atomic: { status: 'supported' } }]],
    ['a chain’s entry that is not an object', { '0x7a69': 'atomic' }],
  ])('answers no capabilities for a malformed answer: %s', (_, answer) => {
    expect(parseCapabilities(answer, '0x7a69')).toEqual(NO_CAPABILITIES)
  })
})
