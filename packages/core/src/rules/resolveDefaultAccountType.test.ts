import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES } from '../types'
import { resolveDefaultAccountType } from './resolveDefaultAccountType'

describe('the account type a login starts on', () => {
  it('spec §6 defaults: bitcoin payment, eip155 smartAccount, polkadot eoa, solana eoa; cosmos none', () => {
    expect(
      Object.fromEntries(CHAIN_NAMESPACES.map((n) => [n, resolveDefaultAccountType(undefined, n)])),
    ).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
      cosmos: undefined,
    })
  })

  it("the host's defaultAccountTypes wins for the namespaces it names, the spec's default for the others", () => {
    expect(resolveDefaultAccountType({ eip155: 'eoa' }, 'eip155')).toBe('eoa')
    expect(resolveDefaultAccountType({ eip155: 'eoa' }, 'solana')).toBe('eoa')
    expect(resolveDefaultAccountType({ cosmos: 'eoa' }, 'cosmos')).toBe('eoa')
    expect(resolveDefaultAccountType({}, 'bip122')).toBe('payment')
  })
})
