// A hostile page asks for typed data whose signature does something the approval screen did not show: valid
// on another chain, for a contract the screen never named, or with fields shown that are not signed.
import { verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { answerRpc } from '../rpc/answerRpc'
import { rpcTestContext } from '../rpc/test-support/rpcTestContext'

const account = privateKeyToAccount(generatePrivateKey())
// signing needs no chain: nothing here reaches its RPC endpoint
const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }
const spender = '0x000000000000000000000000000000000000dEaD'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const permitTypes = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
}
const permit = (overrides: Record<string, unknown> = {}) => ({
  types: permitTypes,
  primaryType: 'Permit',
  domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: token },
  message: { owner: account.address, spender, value: '1000000000000', nonce: '0', deadline: '99999999999' },
  ...overrides,
})

/** Signs `data` with a person who approves whatever they are shown: the outcome and what they saw. */
async function attempt(data: ReturnType<typeof permit>) {
  const { context, asked } = rpcTestContext({ account, chain }, true)
  const result = await answerRpc(context, {
    method: 'eth_signTypedData_v4',
    params: [account.address, JSON.stringify(data)],
  }).then(
    (signature) => ({ signed: typeof signature === 'string' }),
    (error: { rpcCode?: number; message: string }) => ({ rpcCode: error.rpcCode, message: error.message }),
  )
  return { result, asked }
}

describe('typed data: what is signed is what the person reads', () => {
  it('a permit for chain 1, asked on chain 31337: -32602, the person is never asked', async () => {
    expect(await attempt(permit({ domain: { ...permit().domain, chainId: 1 } }))).toEqual({
      result: { rpcCode: -32602, message: 'Invalid params: the typed data is for chain 1, not 31337' },
      asked: [],
    })
  })

  it('a message field its types do not cover (shown, never signed): -32602', async () => {
    const message = { ...permit().message, note: 'Free mint: this costs you nothing' }
    expect(await attempt(permit({ message }))).toEqual({
      result: { rpcCode: -32602, message: 'Invalid params: message.note is not a field of Permit' },
      asked: [],
    })
  })

  it('an EIP712Domain that leaves out the chain the domain shows (a signature for every chain): -32602', async () => {
    const types = {
      ...permitTypes,
      EIP712Domain: permitTypes.EIP712Domain.filter((field) => field.name !== 'chainId'),
    }
    expect(await attempt(permit({ types }))).toEqual({
      result: {
        rpcCode: -32602,
        message: 'Invalid params: EIP712Domain does not declare the domain’s fields',
      },
      asked: [],
    })
  })

  it('a permit for this chain shows the chain and the verifying contract, and the signature verifies', async () => {
    const { context, asked } = rpcTestContext({ account, chain }, true)
    const data = permit()
    const signature = (await answerRpc(context, {
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(data)],
    })) as `0x${string}`
    expect(asked[0]?.details.slice(0, 3)).toEqual([
      'USD Coin: Permit',
      'Chain ID: 31337 (Latch Devnet)',
      `Contract: ${token}`,
    ])
    expect(await verifyTypedData({ ...data, address: account.address, signature } as never)).toBe(true)
  })
})
