import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector'
import { mergeConnectors, normalizeWalletName } from './mergeConnectors'

const phantomEvm: Connector = {
  id: 'app.phantom',
  name: 'Phantom',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'phantom.svg',
  info: { rdns: 'app.phantom' },
}
const phantomSol: Connector = { id: 'phantom-sol', name: 'phantom ', type: 'ANNOUNCED', chain: 'solana' }
const metaMask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }

describe('normalizeWalletName', () => {
  it("'Trust Wallet' is treated as 'Trust'", () => {
    expect(normalizeWalletName('Trust Wallet')).toBe(normalizeWalletName('Trust'))
    expect(normalizeWalletName(' trust  WALLET ')).toBe('trust')
  })

  it('compares case-insensitively and trimmed', () => {
    expect(normalizeWalletName('  MetaMask ')).toBe('metamask')
  })

  it('leaves other wallet names apart', () => {
    expect(normalizeWalletName('Coinbase Wallet')).toBe('coinbase wallet')
  })
})

describe('mergeConnectors', () => {
  it('connectors of the same name merge across chains into one MULTI_CHAIN entry', () => {
    expect(mergeConnectors([phantomEvm, metaMask, phantomSol])).toEqual([
      {
        id: 'app.phantom',
        name: 'Phantom',
        type: 'MULTI_CHAIN',
        chain: 'eip155',
        imageUrl: 'phantom.svg',
        info: { rdns: 'app.phantom' },
        connectors: [phantomEvm, phantomSol],
      },
      metaMask,
    ])
  })

  it("'Trust Wallet' is treated as 'Trust' when merging", () => {
    const trustEvm: Connector = { id: 'trust', name: 'Trust Wallet', type: 'INJECTED', chain: 'eip155' }
    const trustSol: Connector = { id: 'trust-sol', name: 'Trust', type: 'ANNOUNCED', chain: 'solana' }
    const [merged, ...rest] = mergeConnectors([trustEvm, trustSol])
    expect(rest).toEqual([])
    expect(merged?.name).toBe('Trust Wallet')
    expect(merged?.connectors).toEqual([trustEvm, trustSol])
  })

  it('the same name on the same chain is not merged', () => {
    const twin: Connector = { ...metaMask, id: 'io.metamask.flask' }
    expect(mergeConnectors([metaMask, twin])).toEqual([metaMask, twin])
  })

  it('a later chain merges into the first entry, leaving a same-chain twin apart', () => {
    const twin: Connector = { ...phantomEvm, id: 'phantom-2' }
    const result = mergeConnectors([phantomEvm, twin, phantomSol])
    expect(result.map((c) => c.id)).toEqual(['app.phantom', 'phantom-2'])
    expect(result[0]?.connectors).toEqual([phantomEvm, phantomSol])
    expect(result[1]).toBe(twin)
  })

  it('keeps the order of first appearance and returns single connectors untouched', () => {
    const result = mergeConnectors([metaMask, phantomEvm])
    expect(result).toEqual([metaMask, phantomEvm])
    expect(result[0]).toBe(metaMask)
  })

  it('keeps the type of WalletConnect and auth connectors and never merges them with a wallet', () => {
    const wcEvm: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    const wcSol: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'solana',
    }
    const injected: Connector = { id: 'wc-ext', name: 'WalletConnect', type: 'INJECTED', chain: 'solana' }
    const result = mergeConnectors([wcEvm, injected, wcSol])
    expect(result).toHaveLength(2)
    expect(result[0]).toMatchObject({ type: 'WALLET_CONNECT', connectors: [wcEvm, wcSol] })
    expect(result[1]).toBe(injected)
  })

  it('adds a new chain to an already merged entry', () => {
    const first = mergeConnectors([phantomEvm, phantomSol])[0]!
    const phantomBtc: Connector = { id: 'phantom-btc', name: 'Phantom', type: 'ANNOUNCED', chain: 'bip122' }
    expect(mergeConnectors([first, phantomBtc])[0]?.connectors).toEqual([phantomEvm, phantomSol, phantomBtc])
  })

  it('does not mutate its input', () => {
    const input = [phantomEvm, phantomSol]
    mergeConnectors(input)
    expect(input).toEqual([phantomEvm, phantomSol])
    expect(phantomEvm).not.toHaveProperty('connectors')
  })
})
