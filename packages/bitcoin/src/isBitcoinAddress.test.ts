import { describe, expect, it } from 'vitest'
import { BITCOIN_ADDRESS_PREFIXES, type BitcoinNetworkName, toBitcoinNetworkName } from './bitcoinNetworks'
import { isBitcoinAddress } from './isBitcoinAddress'

// One key's P2PKH, P2SH-P2WPKH, P2WPKH and P2TR addresses on each network.
const ADDRESSES: Record<BitcoinNetworkName, string[]> = {
  mainnet: [
    '1C6Rc3w25VHud3dLDamutaqfKWqhrLRTaD',
    '35LM1A29K95ADiQ8rJ9uEfVZCKffZE4D9i',
    'bc1q0xcqpzrky6eff2g52qdye53xkk9jxkvrh6yhyw',
    'bc1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8syx4e5t',
  ],
  testnet: [
    'mrcNu71ztWjAQA6ww9kHiW3zBWSQidHXTQ',
    '2MvtZ4txAvbaWRW2gXRmmrcUpQfsqNgpfUm',
    'tb1q0xcqpzrky6eff2g52qdye53xkk9jxkvraulyla',
    'tb1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8snwrkwy',
  ],
  regtest: [
    'mrcNu71ztWjAQA6ww9kHiW3zBWSQidHXTQ',
    '2MvtZ4txAvbaWRW2gXRmmrcUpQfsqNgpfUm',
    'bcrt1q0xcqpzrky6eff2g52qdye53xkk9jxkvrl4xfg5',
    'bcrt1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8s7hfsm7',
  ],
  bcoinRegtest: [
    'RLNcgZpJgK6Uh3zXgkm2z7As5nJJVt6HXr',
    'GMVFVjrek6N5D1zzf99REoUWxyAnxp5u5D',
    'rb1q0xcqpzrky6eff2g52qdye53xkk9jxkvr26ynlg',
    'rb1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8s4hyspn',
  ],
}
const NETWORKS = Object.keys(ADDRESSES) as BitcoinNetworkName[]

describe('isBitcoinAddress', () => {
  it.each(NETWORKS)('accepts P2PKH, P2SH, P2WPKH and P2TR addresses of %s', (network) => {
    for (const address of ADDRESSES[network]) expect(isBitcoinAddress(address, network)).toBe(true)
  })

  it.each(NETWORKS)("refuses every other network's bech32 addresses on %s", (network) => {
    for (const other of NETWORKS.filter((candidate) => candidate !== network)) {
      for (const address of ADDRESSES[other].slice(2)) expect(isBitcoinAddress(address, network)).toBe(false)
    }
  })

  it("refuses mainnet's base58 on testnet and bcoin's regtest base58 on Core's regtest", () => {
    expect(isBitcoinAddress(ADDRESSES.mainnet[0]!, 'testnet')).toBe(false)
    expect(isBitcoinAddress(ADDRESSES.bcoinRegtest[0]!, 'regtest')).toBe(false)
    expect(isBitcoinAddress(ADDRESSES.testnet[1]!, 'mainnet')).toBe(false)
  })

  it('refuses a broken checksum, a Taproot address in bech32 instead of bech32m, an EVM address and non-strings', () => {
    const p2wpkh = ADDRESSES.mainnet[2]!
    expect(isBitcoinAddress(`${p2wpkh.slice(0, -1)}x`, 'mainnet')).toBe(false)
    expect(isBitcoinAddress('1C6Rc3w25VHud3dLDamutaqfKWqhrLRTaE', 'mainnet')).toBe(false)
    expect(isBitcoinAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'mainnet')).toBe(false)
    expect(isBitcoinAddress('', 'mainnet')).toBe(false)
    expect(isBitcoinAddress(42 as unknown as string, 'mainnet')).toBe(false)
    expect(isBitcoinAddress(p2wpkh, 'signet' as BitcoinNetworkName)).toBe(false)
  })

  it('exports the prefixes core checks receivers with', () => {
    expect(Object.fromEntries(NETWORKS.map((name) => [name, BITCOIN_ADDRESS_PREFIXES[name].bech32]))).toEqual(
      {
        mainnet: 'bc',
        testnet: 'tb',
        regtest: 'bcrt',
        bcoinRegtest: 'rb',
      },
    )
  })
})

describe('toBitcoinNetworkName', () => {
  it('knows mainnet, testnet3 and regtest by genesis, and takes a configured name first', () => {
    expect(toBitcoinNetworkName('bip122:000000000019d6689c085ae165831e93')).toBe('mainnet')
    expect(toBitcoinNetworkName('bip122:000000000933ea01ad0ee984209779ba')).toBe('testnet')
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    expect(toBitcoinNetworkName(regtest)).toBe('regtest')
    expect(toBitcoinNetworkName(regtest, { [regtest]: 'bcoinRegtest' })).toBe('bcoinRegtest')
    expect(toBitcoinNetworkName('bip122:00000000000000000000000000000001')).toBeUndefined()
  })
})
