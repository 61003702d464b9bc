import { expect, it } from 'vitest'
import { toPolkadotCaipNetworkId } from './toPolkadotCaipNetworkId'

it("makes polkadot: and the genesis hash's first 32 hex characters, lowercase", () => {
  expect(toPolkadotCaipNetworkId('0x91B171BB158E2D3848FA23A9F1C25182FB8E20313B2C1EB49219DA7A70CE90C3')).toBe(
    'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  )
})

it('refuses what is not a 32-byte hex hash', () => {
  expect(() => toPolkadotCaipNetworkId('0x1234')).toThrow('A genesis hash is 0x and 64 hex characters')
  expect(() => toPolkadotCaipNetworkId(`${'zz'.repeat(33)}`)).toThrow()
})
