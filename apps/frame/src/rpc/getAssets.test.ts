import {
  DEVNET_PRIVATE_KEYS,
  FIXTURE_ARTIFACTS,
  type StartAnvilReturnType,
  setBalance,
  startAnvil,
} from '@latch/devnet'
import { type Address, createWalletClient, getAddress, http, parseEther, publicActions, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerRpc, type FrameChain } from './answerRpc'
import { failure, rpcTestContext } from './test-support/rpcTestContext'

let anvil: StartAnvilReturnType
let chain: FrameChain
let token: Address
const account = privateKeyToAccount(generatePrivateKey())

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  chain = { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }
  await setBalance(anvil.url, account.address, parseEther('2'))
  const deployer = createWalletClient({
    account: privateKeyToAccount(DEVNET_PRIVATE_KEYS[9]),
    transport: http(anvil.url),
    pollingInterval: 50,
  }).extend(publicActions)
  const hash = await deployer.deployContract({
    ...FIXTURE_ARTIFACTS.LatchToken,
    chain: null,
    args: ['Latch USD', 'LUSD', 6, [account.address], 1_500_000n],
  })
  token = getAddress((await deployer.waitForTransactionReceipt({ hash })).contractAddress!)
}, 60_000)
afterAll(() => anvil?.stop())

const ask = (params: unknown) => {
  const { context, asked } = rpcTestContext({ account, chain }, true)
  return { answer: answerRpc(context, { method: 'wallet_getAssets', params }), asked }
}

describe('spec §7: wallet_getAssets (EIP-7811), a read answered from the chain without asking', () => {
  it('the native balance, and the ERC-20 the page names, with their metadata', async () => {
    const { answer, asked } = ask([
      { account: account.address, assetFilter: { [toHex(31337)]: [{ address: token, type: 'erc20' }] } },
    ])
    expect(await answer).toEqual({
      [toHex(31337)]: [
        {
          address: token,
          balance: toHex(1_500_000n),
          type: 'erc20',
          metadata: { name: 'Latch USD', symbol: 'LUSD', decimals: 6 },
        },
      ],
    })
    expect(asked).toEqual([])
    const native = await ask([{ account: account.address }]).answer
    expect(native).toEqual({
      [toHex(31337)]: [
        {
          address: 'native',
          balance: toHex(parseEther('2')),
          type: 'native',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
  })

  it('another chain in chainFilter gets nothing; the capabilities announce asset discovery', async () => {
    expect(await ask([{ account: account.address, chainFilter: ['0x1'] }]).answer).toEqual({})
    const { context } = rpcTestContext({ account, chain }, true)
    expect(await answerRpc(context, { method: 'wallet_getCapabilities' })).toMatchObject({
      [toHex(31337)]: { assetDiscovery: { supported: true } },
    })
  })

  it('malformed params are -32602 before any read: no account, an unknown key, too many tokens', async () => {
    const tooMany = Array.from({ length: 51 }, () => ({ address: token, type: 'erc20' }))
    for (const params of [
      [],
      [{}],
      [{ account: 'me' }],
      [{ account: account.address, callback: 'https://evil.example' }],
      [{ account: account.address, assetFilter: { [toHex(31337)]: tooMany } }],
      [{ account: account.address, assetTypeFilter: ['erc721'] }],
    ]) {
      const error = await failure(ask(params).answer)
      expect(error?.rpcCode, JSON.stringify(params).slice(0, 80)).toBe(-32602)
    }
  })
})
