import { describe, expect, it } from 'vitest'
import { accountTypeInForce } from './accountTypeInForce'

describe('the account type in force on a chain', () => {
  it("the user's own choice wins over the page's default", () => {
    expect(
      accountTypeInForce({ chosen: 'eoa', pageDefault: 'smartAccount', smartAccountEnabled: true }),
    ).toBe('eoa')
    expect(
      accountTypeInForce({ chosen: 'smartAccount', pageDefault: 'eoa', smartAccountEnabled: true }),
    ).toBe('smartAccount')
  })

  it("without a choice, the page's default; without either, the EOA", () => {
    expect(accountTypeInForce({ pageDefault: 'smartAccount', smartAccountEnabled: true })).toBe(
      'smartAccount',
    )
    expect(accountTypeInForce({ pageDefault: 'eoa', smartAccountEnabled: true })).toBe('eoa')
    expect(accountTypeInForce({ smartAccountEnabled: true })).toBe('eoa')
  })

  it('a chain without a smart account always uses the EOA, whatever was chosen', () => {
    expect(
      accountTypeInForce({ chosen: 'smartAccount', pageDefault: 'smartAccount', smartAccountEnabled: false }),
    ).toBe('eoa')
  })
})
