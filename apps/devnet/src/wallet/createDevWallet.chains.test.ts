import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '../accounts'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil'
import { createDevWallet } from './createDevWallet'
import { createMemoryStorage } from './createMemoryStorage'
import type { DevWalletStorage } from './persistedState'
import type { ApprovalRequest, DevWalletChain } from './types'

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil.stop()
})

const MAINNET = { id: 1, name: 'Ethereum' } // known to the wallet, but it has no RPC URL for it
const OPTIMISM = { id: 10, name: 'OP Mainnet' } // also unreachable

function setup(options: { chains?: DevWalletChain[]; storage?: DevWalletStorage; answer?: boolean } = {}) {
  const approvals: ApprovalRequest[] = []
  const chainChanged: unknown[] = []
  const wallet = createDevWallet({
    chains: options.chains ?? [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }, MAINNET, OPTIMISM],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async (request) => {
      approvals.push(request)
      return options.answer ?? true
    },
    storage: options.storage ?? createMemoryStorage(),
  })
  wallet.on('chainChanged', (chainId) => chainChanged.push(chainId))
  return { wallet, approvals, chainChanged }
}

const addDevnet = (rpcUrl: string, chainId = '0x7a69') => ({
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId,
      chainName: 'Latch Devnet',
      rpcUrls: [rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
})

describe('createDevWallet: chains', () => {
  it('starts on the first chain and answers eth_chainId (hex) and net_version locally', async () => {
    const { wallet } = setup()
    expect(wallet.chainId).toBe(31337)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'net_version' })).toBe('31337')
    expect(wallet.chains.map((chain) => chain.id)).toEqual([31337, 1, 10])
  })

  it('wallet_switchEthereumChain to a known chain switches without a prompt and emits chainChanged (hex)', async () => {
    const { wallet, approvals, chainChanged } = setup()
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).toBeNull()
    expect(wallet.chainId).toBe(1)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(chainChanged).toEqual(['0x1'])
    expect(approvals).toEqual([])
    // Switching to the current chain changes nothing.
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(chainChanged).toEqual(['0x1'])
  })

  it('wallet_switchEthereumChain to an unknown chain: 4902 Unrecognized chain ID', async () => {
    const { wallet, chainChanged } = setup()
    const error = await wallet
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4902 })
    expect((error as Error).message).toMatch(/^Unrecognized chain ID "0x7a6a"/)
    expect(wallet.chainId).toBe(31337)
    expect(chainChanged).toEqual([])
  })

  it('wallet_switchEthereumChain with a malformed chainId: -32602', async () => {
    const { wallet } = setup()
    for (const params of [[{ chainId: 31337 }], [{ chainId: '0x07a69' }], [], undefined]) {
      await expect(wallet.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({
        code: -32602,
      })
    }
  })

  it('the wallet’s own switchChain (its UI) emits chainChanged without a prompt, for any known chain', async () => {
    const { wallet, approvals, chainChanged } = setup()
    wallet.switchChain(10)
    expect(wallet.chainId).toBe(10)
    expect(chainChanged).toEqual(['0xa'])
    expect(() => wallet.switchChain(999)).toThrow(expect.objectContaining({ code: 4902 }))
    expect(approvals).toEqual([])
  })

  it('the chain survives a reload on the same storage', () => {
    const storage = createMemoryStorage()
    setup({ storage }).wallet.switchChain(1)
    expect(setup({ storage }).wallet.chainId).toBe(1)
  })

  it('a chain without an RPC URL: forwarded calls and transactions fail with 4901', async () => {
    const { wallet } = setup()
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.switchChain(1)
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ to: DEVNET_ADDRESSES[1], value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4901 })
    // Local answers still work.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('an RPC URL nobody answers: forwarded calls fail with 4901', async () => {
    const { wallet } = setup({ chains: [{ id: 31337, name: 'Gone', rpcUrl: 'http://127.0.0.1:9' }] })
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
  })

  it('unsupported wallet_* methods: 4200', async () => {
    const { wallet } = setup()
    await expect(wallet.request({ method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
  })
})

describe('createDevWallet: wallet_addEthereumChain', () => {
  it('asks (kind addChain), adds the chain with rpcUrls[0] and switches to it; then switching back and forth works', async () => {
    const storage = createMemoryStorage()
    const { wallet, approvals, chainChanged } = setup({ chains: [MAINNET], storage })
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).rejects.toMatchObject({ code: 4902 })

    expect(await wallet.request(addDevnet(anvil.url))).toBeNull()
    expect(approvals).toMatchObject([
      {
        kind: 'addChain',
        method: 'wallet_addEthereumChain',
        summary: `Add network Latch Devnet (chain 31337) at ${anvil.url}`,
      },
    ])
    expect(wallet.chainId).toBe(31337)
    expect(chainChanged).toEqual(['0x7a69'])
    expect(wallet.chains).toContainEqual({ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url })
    // The added chain is reachable through its RPC URL.
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)

    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(chainChanged).toEqual(['0x7a69', '0x1', '0x7a69'])

    // Added chains are remembered too.
    const reloaded = setup({ chains: [MAINNET], storage }).wallet
    expect(reloaded.chainId).toBe(31337)
    expect(await reloaded.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it('a chain the wallet already reaches: just switches, no prompt', async () => {
    const { wallet, approvals, chainChanged } = setup()
    wallet.switchChain(1)
    await wallet.request(addDevnet(anvil.url))
    expect(approvals).toEqual([])
    expect(chainChanged).toEqual(['0x1', '0x7a69'])
  })

  it('rejected: 4001, no chain added, no switch', async () => {
    const { wallet, chainChanged } = setup({ chains: [MAINNET], answer: false })
    await expect(wallet.request(addDevnet(anvil.url))).rejects.toMatchObject({ code: 4001 })
    expect(wallet.chains.map((chain) => chain.id)).toEqual([1])
    expect(chainChanged).toEqual([])
  })

  it('an RPC URL serving another chain id, or none: -32602 before any prompt', async () => {
    const { wallet, approvals } = setup({ chains: [MAINNET] })
    await expect(wallet.request(addDevnet(anvil.url, toHex(31338)))).rejects.toMatchObject({ code: -32602 })
    await expect(wallet.request(addDevnet('http://127.0.0.1:9'))).rejects.toMatchObject({ code: -32602 })
    await expect(wallet.request(addDevnet('not a url'))).rejects.toMatchObject({ code: -32602 })
    expect(approvals).toEqual([])
    expect(wallet.chains.map((chain) => chain.id)).toEqual([1])
  })
})
