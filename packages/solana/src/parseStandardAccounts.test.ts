import { describe, expect, it } from 'vitest'
import { parseStandardAccounts } from './parseStandardAccounts'

const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('parseStandardAccounts', () => {
  it('keeps accounts with a Solana address and a solana: chain', () => {
    expect(
      parseStandardAccounts([
        { address: ADDRESS, chains: ['solana:mainnet'], publicKey: new Uint8Array(32) },
      ]),
    ).toEqual([{ address: ADDRESS, chains: ['solana:mainnet'] }])
  })

  it('keeps an account that lists no chains', () => {
    expect(parseStandardAccounts([{ address: ADDRESS }])).toEqual([{ address: ADDRESS, chains: [] }])
  })

  it("drops a multichain wallet's EVM accounts", () => {
    expect(
      parseStandardAccounts([
        { address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', chains: ['eip155:1'] },
        { address: ADDRESS, chains: ['eip155:1'] },
        { address: ADDRESS, chains: ['solana:devnet'] },
      ]),
    ).toEqual([{ address: ADDRESS, chains: ['solana:devnet'] }])
  })

  it('drops an account whose address does not decode to 32 bytes', () => {
    expect(parseStandardAccounts([{ address: 'z'.repeat(44), chains: ['solana:mainnet'] }])).toEqual([])
  })

  it.each([
    [undefined],
    [42],
    [{ accounts: [] }],
    [[{ address: 42 }]],
    [[{ address: ADDRESS, chains: 'solana:mainnet' }]],
  ])('answers undefined for %j, which is not a list of accounts', (value) => {
    expect(parseStandardAccounts(value)).toBeUndefined()
  })
})
