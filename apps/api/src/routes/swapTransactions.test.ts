import { DEVNET_ADDRESSES } from '@latch/devnet'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../swap/swapNativeToken'
import { UNISWAP_V2_ABI } from '../swap/uniswapV2Abi'
import { expectApiError, useTestApi } from '../testing'
import { useSwapWorld } from '../testing/useSwapWorld'

const api = useTestApi()
const world = useSwapWorld(api)

/** Each test swaps from its own devnet account, so balances and allowances start where the fixtures put them. */
const KEYS = { approve: 4, ethIn: 5, tokenToEth: 6, tokenToToken: 7, slippage: 8 } as const

interface BuiltTx {
  from: Address
  to: Address
  data: Hex
  value: string
  amount: string
  minAmountOut: string
  deadline: number
  eip155: { gas: string; gasPrice: string }
}
const native = () => world.caip(SWAP_NATIVE_TOKEN_ADDRESS)
const token = (symbol: 'LUSD' | 'LGLD') => world.caip(world.address(symbol))
const userOf = (key: number) => world.caip(DEVNET_ADDRESSES[key]!)

async function allowance(key: number, symbol: 'LUSD' | 'LGLD' | 'ETH'): Promise<string> {
  const tokenAddress = symbol === 'ETH' ? native() : token(symbol)
  const response = await world.request('/v1/convert/allowance', {
    query: { tokenAddress, userAddress: userOf(key) },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { allowance: string }).allowance
}

async function buildApprove(key: number, from: string, to: string, amount: bigint) {
  const response = await world.request('/v1/convert/build-approve', {
    query: { userAddress: userOf(key), from, to, amount: amount.toString() },
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { tx: Omit<BuiltTx, 'amount' | 'minAmountOut' | 'deadline'> }).tx
}

async function buildSwap(key: number, body: Record<string, unknown>): Promise<BuiltTx> {
  const response = await world.request('/v1/convert/build-transaction', {
    json: { userAddress: userOf(key), ...body },
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { tx: BuiltTx }).tx
}

/** Sends a built transaction from the devnet key as the services built it; answers what its gas cost. */
async function send(key: number, tx: Omit<BuiltTx, 'amount' | 'minAmountOut' | 'deadline'>): Promise<bigint> {
  const wallet = world.wallet(key)
  expect(tx.from).toBe(wallet.account.address)
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
    chain: null,
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

const balanceOf = (key: number, symbol: 'LUSD' | 'LGLD' | 'ETH') =>
  symbol === 'ETH'
    ? world.client().getBalance({ address: DEVNET_ADDRESSES[key]! })
    : world.client().readContract({
        address: world.address(symbol),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEVNET_ADDRESSES[key]!],
      })

/** Gives a devnet account (5-8 hold no fixture tokens) some of a token from a fixture holder. */
async function fund(key: number, symbol: 'LUSD' | 'LGLD', amount: bigint): Promise<void> {
  const holder = world.wallet(3)
  const hash = await holder.writeContract({
    address: world.address(symbol),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [DEVNET_ADDRESSES[key]!, amount],
    chain: null,
  })
  await holder.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

describe('GET /v1/convert/allowance and /v1/convert/build-approve', () => {
  it('answers the largest uint256 for the native currency, which needs no approve', async () => {
    expect(await allowance(KEYS.approve, 'ETH')).toBe(maxUint256.toString())
    const body = await expectApiError(
      await world.request('/v1/convert/build-approve', {
        query: { userAddress: userOf(KEYS.approve), from: native(), to: token('LUSD'), amount: '1' },
      }),
      400,
      'INVALID_QUERY',
    )
    expect(body.message).toBe('from: the native currency needs no approve')
  })

  it('builds approve(router, amount) on the token; sent by the wallet, the allowance is that amount', async () => {
    expect(await allowance(KEYS.approve, 'LUSD')).toBe('0')
    const amount = parseUnits('250', 6)
    const tx = await buildApprove(KEYS.approve, token('LUSD'), native(), amount)
    expect(tx).toMatchObject({ from: DEVNET_ADDRESSES[KEYS.approve], to: world.address('LUSD'), value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: 'approve',
      args: [world.chain.swap!.router, amount],
    })
    expect(Number(tx.eip155.gas)).toBeGreaterThan(21_000)
    await send(KEYS.approve, tx)
    expect(await allowance(KEYS.approve, 'LUSD')).toBe(amount.toString())
  })

  it('answers 400 INVALID_QUERY naming the field for a token on another chain or a malformed id', async () => {
    const body = await expectApiError(
      await world.request('/v1/convert/allowance', {
        query: { tokenAddress: `eip155:31338:${world.address('LUSD')}`, userAddress: userOf(KEYS.approve) },
      }),
      400,
      'INVALID_QUERY',
    )
    expect(body.message).toBe('tokenAddress: must be on the chain of userAddress (eip155:31337)')
    const malformed = await expectApiError(
      await world.request('/v1/convert/allowance', {
        query: { tokenAddress: token('LUSD'), userAddress: 'eip155:31337:nope' },
      }),
      400,
      'INVALID_QUERY',
    )
    expect(malformed.message).toMatch(/^userAddress: must be a CAIP-10 id/)
  })
})

describe('POST /v1/convert/build-transaction', () => {
  it('ETH → LUSD: swapExactETHForTokens with the amount as value; sent, the LUSD bought is the quoted amount', async () => {
    const amount = parseEther('0.1')
    const tx = await buildSwap(KEYS.ethIn, { amount: amount.toString(), from: native(), to: token('LUSD') })
    expect(tx).toMatchObject({ to: world.chain.swap!.router, value: amount.toString() })
    const call = decodeFunctionData({ abi: UNISWAP_V2_ABI, data: tx.data })
    expect(call).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [
        BigInt(tx.minAmountOut),
        [world.address('ETH'), world.address('LUSD')],
        DEVNET_ADDRESSES[KEYS.ethIn],
        BigInt(tx.deadline),
      ],
    })
    const [lusdBefore, ethBefore] = [await balanceOf(KEYS.ethIn, 'LUSD'), await balanceOf(KEYS.ethIn, 'ETH')]
    const gasCost = await send(KEYS.ethIn, tx)
    expect((await balanceOf(KEYS.ethIn, 'LUSD')) - lusdBefore).toBe(BigInt(tx.amount))
    expect(ethBefore - (await balanceOf(KEYS.ethIn, 'ETH'))).toBe(amount + gasCost)
  })

  it('LUSD → ETH: approve first, then swapExactTokensForETH; the ETH received is the quoted amount', async () => {
    const amount = parseUnits('300', 6)
    await fund(KEYS.tokenToEth, 'LUSD', amount)
    const body = { amount: amount.toString(), from: token('LUSD'), to: native() }
    // Before the approve the swap cannot be estimated: the chain says it would revert.
    const early = await expectApiError(
      await world.request('/v1/convert/build-transaction', {
        json: { userAddress: userOf(KEYS.tokenToEth), ...body },
      }),
      422,
      'SWAP_ESTIMATE_FAILED',
    )
    expect(early.message).toMatch(/^The transaction would fail on eip155:31337: /)
    // With disableEstimate it is built with the fixed ceiling.
    expect((await buildSwap(KEYS.tokenToEth, { ...body, disableEstimate: true })).eip155.gas).toBe('300000')
    await send(KEYS.tokenToEth, await buildApprove(KEYS.tokenToEth, body.from, body.to, amount))
    const tx = await buildSwap(KEYS.tokenToEth, body)
    expect(tx.value).toBe('0')
    expect(decodeFunctionData({ abi: UNISWAP_V2_ABI, data: tx.data }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const ethBefore = await balanceOf(KEYS.tokenToEth, 'ETH')
    const gasCost = await send(KEYS.tokenToEth, tx)
    expect(await balanceOf(KEYS.tokenToEth, 'LUSD')).toBe(0n)
    expect((await balanceOf(KEYS.tokenToEth, 'ETH')) - ethBefore + gasCost).toBe(BigInt(tx.amount))
    // $300 of LUSD buys a little under 0.1 ETH.
    expect(BigInt(tx.amount)).toBeLessThan(parseEther('0.1'))
    expect(BigInt(tx.amount)).toBeGreaterThan(parseEther('0.099'))
  })

  it('LUSD → LGLD: swapExactTokensForTokens on their pair; the LGLD bought is the quoted amount', async () => {
    const amount = parseUnits('480', 6)
    await fund(KEYS.tokenToToken, 'LUSD', amount)
    const body = { amount: amount.toString(), from: token('LUSD'), to: token('LGLD') }
    await send(KEYS.tokenToToken, await buildApprove(KEYS.tokenToToken, body.from, body.to, amount))
    const tx = await buildSwap(KEYS.tokenToToken, body)
    const call = decodeFunctionData({ abi: UNISWAP_V2_ABI, data: tx.data })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args).toEqual([
      amount,
      BigInt(tx.minAmountOut),
      [world.address('LUSD'), world.address('LGLD')],
      DEVNET_ADDRESSES[KEYS.tokenToToken],
      BigInt(tx.deadline),
    ])
    await send(KEYS.tokenToToken, tx)
    expect(await balanceOf(KEYS.tokenToToken, 'LGLD')).toBe(BigInt(tx.amount))
    expect(await balanceOf(KEYS.tokenToToken, 'LUSD')).toBe(0n)
  })

  it('sets minAmountOut from the slippage (default 1%), floored, and the deadline 20 minutes after now', async () => {
    const body = { amount: parseEther('0.37').toString(), from: native(), to: token('LGLD') }
    const byDefault = await buildSwap(KEYS.slippage, body)
    const expectedOut = BigInt(byDefault.amount)
    expect(BigInt(byDefault.minAmountOut)).toBe((expectedOut * 99n) / 100n)
    expect(byDefault.deadline).toBe(Math.floor(world.now / 1000) + 20 * 60)
    const half = await buildSwap(KEYS.slippage, { ...body, slippage: 0.5 })
    expect(half.amount).toBe(byDefault.amount)
    expect(BigInt(half.minAmountOut)).toBe((expectedOut * 995n) / 1000n)
    const wide = await buildSwap(KEYS.slippage, { ...body, slippage: 50 })
    expect(BigInt(wide.minAmountOut)).toBe(expectedOut / 2n)
  })

  it('answers 400 INVALID_BODY naming the field: bad CAIP-10, slippage out of range, another chain, a missing amount', async () => {
    const good = { amount: '1000', from: native(), to: token('LUSD'), userAddress: userOf(KEYS.slippage) }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ userAddress: 'eip155:31337:0xnope' }, /^userAddress: must be a CAIP-10 id/],
      [{ from: 'LUSD' }, /^from: must be a CAIP-10 id/],
      [{ slippage: 0 }, /^slippage: /],
      [{ slippage: 51 }, /^slippage: /],
      [{ slippage: '1' }, /^slippage: /],
      [{ disableEstimate: 'yes' }, /^disableEstimate: /],
      [{ amount: undefined }, /^amount: /],
      [{ amount: 1000 }, /^amount: /],
      [{ from: `eip155:31338:${SWAP_NATIVE_TOKEN_ADDRESS}` }, /^from: must be on the chain of userAddress/],
    ]
    for (const [change, message] of cases) {
      const body = await expectApiError(
        await world.request('/v1/convert/build-transaction', { json: { ...good, ...change } }),
        400,
        'INVALID_BODY',
      )
      expect(body.message).toMatch(message)
    }
  })

  it('answers 422 SWAP_NO_ROUTE for a pair without a pool, naming both tokens', async () => {
    const body = await expectApiError(
      await world.request('/v1/convert/build-transaction', {
        json: {
          amount: '5',
          from: world.caip(world.address('LPTS')),
          to: native(),
          userAddress: userOf(KEYS.slippage),
        },
      }),
      422,
      'SWAP_NO_ROUTE',
    )
    expect(body.message).toBe('No route from LPTS to ETH on eip155:31337')
  })
})
