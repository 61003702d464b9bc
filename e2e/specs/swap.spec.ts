import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetChain, shown } from '../devnetChain'
import { expect, test } from '../fixtures'
import type { AccountPage } from '../pages/AccountPage'
import type { DemoPage } from '../pages/DemoPage'
import type { ModalPage } from '../pages/ModalPage'
import type { SwapPage } from '../pages/SwapPage'
import { seriousViolations } from '../seriousViolations'

// Only this file swaps, from accounts 4, 5 and 8, which no other spec reads; account 8 also moves the
// pool's price with its own trade. Swaps run on the first devnet only (globalSetup).
const chain = devnetChain()
const market = chain.chain.swap!
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const transport = http(chain.chain.rpcUrl, { retryCount: 0 })
const reader = createPublicClient({ transport })

/** What the router gives now for `amount` along `path` (symbols; ETH is WETH): the quote the page should show. */
async function amountOut(amount: bigint, path: string[]): Promise<bigint> {
  const addresses = path.map((symbol) => (symbol === 'ETH' ? market.weth : chain.token(symbol).address))
  const amounts = await reader.readContract({
    address: market.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amount, addresses],
  })
  return amounts[amounts.length - 1]!
}

/** Another account's big ETH → LUSD trade on the pool: the price moves by several percent. */
async function movePrice(): Promise<void> {
  const account = privateKeyToAccount(DEVNET_PRIVATE_KEYS[8]!)
  const client = createWalletClient({ account, transport, chain: undefined })
  const hash = await client.writeContract({
    chain: null,
    address: market.router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [market.weth, chain.token('LUSD').address],
      account.address,
      BigInt(Math.floor(Date.now() / 1000) + 600),
    ],
    value: parseEther('100'),
  })
  expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** Opens Account, waits for its tokens (the balances the form shows), then Swap, with the mouse. */
async function openSwap(demo: DemoPage, account: AccountPage, modal: ModalPage, swap: SwapPage) {
  await demo.accountButton.click()
  await expect(account.tokensList).toBeVisible()
  await account.swapButton.click()
  await expect(modal.view('Swap')).toBeVisible()
  await expect(swap.form).toBeVisible()
}

/** The newest Activity row's hash, once the swap is listed as confirmed. */
async function newestConfirmed(account: AccountPage, before: string | null): Promise<Address> {
  await account.open('activity')
  const first = account.activityRows.first()
  await expect(first).not.toHaveAttribute('data-hash', before ?? '')
  await expect(first).toHaveAttribute('data-status', 'confirmed')
  return (await first.getAttribute('data-hash')) as Address
}

test.describe('swap', () => {
  test('ETH → LUSD, then LUSD → LGLD with its approve step: the quote follows the amount, balances and Activity change', async ({
    connect,
    demo,
    modal,
    account,
    swap,
    wallet,
  }) => {
    const me = DEVNET_ADDRESSES[4]!
    const lusd = chain.token('LUSD')
    const lgld = chain.token('LGLD')
    const lusdBefore = await chain.tokenBalance('LUSD', me)
    await connect('devwallet-account=4')
    await openSwap(demo, account, modal, swap)
    await expect(swap.fromToken).toContainText('ETH')
    await expect(swap.toToken).toContainText('LUSD')
    await expect(swap.toBalance).toHaveText(`Balance ${shown(lusdBefore, lusd.decimals)} LUSD`)

    // The quote follows the amount: what the router gives for each amount typed.
    await swap.amount.fill('2')
    await expect(swap.receive).toHaveText(
      shown(await amountOut(parseEther('2'), ['ETH', 'LUSD']), lusd.decimals),
    )
    await swap.amount.fill('1')
    const quoted = await amountOut(parseEther('1'), ['ETH', 'LUSD'])
    await expect(swap.receive).toHaveText(shown(quoted, lusd.decimals))
    await expect(swap.rate).toHaveText(`1 ETH = ${shown(quoted, lusd.decimals)} LUSD`)
    await expect(swap.priceImpact).toHaveText(/^(<0\.01|\d+\.\d\d)%$/)
    await expect(swap.minimum).toHaveText(`${shown((quoted * 99n) / 100n, lusd.decimals)} LUSD`)

    await swap.reviewButton.click()
    await expect(modal.view('SwapPreview')).toBeVisible()
    await expect(swap.summaryPay).toHaveText('1 ETH')
    await expect(swap.fee).toHaveAttribute('data-status', 'ready')
    await expect(swap.fee).toHaveText(/^\d+(\.\d+)? ETH \(\$\d+\.\d\d\)$/)
    await expect(swap.steps).toHaveCount(0)
    await swap.confirmButton.click()
    await expect(wallet.prompt).toBeVisible()
    await wallet.approve()
    await expect(modal.view('Account')).toBeVisible()
    await expect(modal.snackbar).toHaveText(/^Swapped 1 ETH for \d+(\.\d+)? LUSD$/)
    const lusdAfter = await chain.tokenBalance('LUSD', me)
    expect(lusdAfter - lusdBefore).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    await account.open('tokens')
    await expect(account.token('LUSD').quantity).toHaveText(`${shown(lusdAfter, lusd.decimals)} LUSD`)
    const ethSwap = await newestConfirmed(account, null)
    const receipt = await reader.getTransactionReceipt({ hash: ethSwap })
    expect([receipt.status, receipt.to?.toLowerCase()]).toEqual(['success', market.router.toLowerCase()])

    // LUSD → LGLD: LUSD is a token, so the router must be allowed to spend it first.
    const lgldBefore = await chain.tokenBalance('LGLD', me)
    await account.swapButton.click()
    await swap.fill({ from: 'LUSD', to: 'LGLD', amount: '100' })
    const lgldQuoted = await amountOut(parseUnits('100', lusd.decimals), ['LUSD', 'LGLD'])
    await expect(swap.receive).toHaveText(shown(lgldQuoted, lgld.decimals))
    await swap.reviewButton.click()
    await expect(swap.steps).toContainText('Approve LUSD for the swap')
    await expect(swap.confirmButton).toHaveText('Approve LUSD and swap')
    await swap.confirmButton.click()
    await expect(wallet.prompt).toBeVisible()
    await expect(swap.status).toHaveText('Approve LUSD in your wallet')
    await wallet.approve()
    // The approve is mined; the swap is the wallet's second request.
    await expect(swap.status).toHaveText('Confirm the swap in your wallet')
    await expect(wallet.prompt).toBeVisible()
    await wallet.approve()
    await expect(modal.view('Account')).toBeVisible()
    await expect(modal.snackbar).toHaveText(/^Swapped 100 LUSD for \d+(\.\d+)? LGLD$/)
    expect(await chain.tokenBalance('LUSD', me)).toBe(lusdAfter - parseUnits('100', lusd.decimals))
    expect((await chain.tokenBalance('LGLD', me)) - lgldBefore).toBeGreaterThanOrEqual(
      (lgldQuoted * 99n) / 100n,
    )
    const tokenSwap = await newestConfirmed(account, ethSwap)
    expect(tokenSwap).not.toBe(ethSwap)
  })

  test('a price moved between the quote and the swap: the swap is refused with a clear message, and goes through when tried again', async ({
    connect,
    demo,
    modal,
    account,
    swap,
    wallet,
  }) => {
    await connect('devwallet-account=5')
    await openSwap(demo, account, modal, swap)
    await swap.amount.fill('1')
    await expect(swap.receive).not.toHaveText('0')
    await swap.reviewButton.click()
    await swap.confirmButton.click()
    await expect(wallet.prompt).toBeVisible()
    // While the person reads the wallet's prompt, someone else's big trade moves the pool.
    await movePrice()
    await wallet.approve()
    const message = 'The price moved beyond your 1% slippage tolerance. Try again.'
    await expect(modal.snackbar).toHaveText(message)
    // spec §4's transaction stack: back to the form, the reason said there too
    await expect(modal.view('Swap')).toBeVisible()
    await expect(swap.message).toHaveText(message)
    // Again, at the new price.
    await swap.reviewButton.click()
    await swap.confirmButton.click()
    await expect(wallet.prompt).toBeVisible()
    await wallet.approve()
    // The receipt is awaited by polling; on a loaded machine that can outlast the default 10 s.
    await expect(modal.snackbar).toHaveText(/^Swapped 1 ETH for/, { timeout: 30_000 })
    await expect(modal.view('Account')).toBeVisible()
  })

  test("a network without swaps: 'Network not supported for Swaps'", async ({
    connect,
    demo,
    modal,
    account,
    swap,
  }) => {
    await connect('devwallet-account=4')
    await demo.accountButton.click()
    await modal.accountNetwork.click()
    await modal.network('eip155:31338').click()
    await expect(modal.accountNetwork).toContainText('Latch Devnet B')
    await account.swapButton.click()
    await expect(swap.unavailable).toHaveText('Network not supported for Swaps')
    await expect(swap.amount).toHaveCount(0)
  })

  test('by keyboard alone, from the Account to a mined swap, with no serious accessibility finding', async ({
    page,
    connectByKeyboard,
    demo,
    modal,
    account,
    swap,
    wallet,
  }) => {
    const me = DEVNET_ADDRESSES[8]!
    const lgldBefore = await chain.tokenBalance('LGLD', me)
    await connectByKeyboard('devwallet-account=8')
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(account.tokensList).toBeVisible()
    await modal.tabTo(account.swapButton, 20)
    await page.keyboard.press('Enter')
    await expect(swap.form).toBeVisible()
    // The pair: ETH to LGLD, chosen in the picker with the arrows.
    await modal.tabTo(swap.toToken)
    await page.keyboard.press('Enter')
    await expect(swap.tokenSearch).toBeVisible()
    await modal.tabTo(swap.tokenSearch)
    await page.keyboard.type('gold')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => modal.focused()).toBe('swap-token-option-LGLD')
    await page.keyboard.press('Enter')
    await expect(swap.toToken).toContainText('LGLD')
    await modal.tabTo(swap.amount)
    await page.keyboard.type('0.5')
    await expect(swap.receive).toHaveText(shown(await amountOut(parseEther('0.5'), ['ETH', 'LGLD']), 18))
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await page.keyboard.press('Enter')
    await expect(modal.view('SwapPreview')).toBeVisible()
    await expect(swap.fee).toHaveAttribute('data-status', 'ready')
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await modal.tabTo(swap.confirmButton)
    await page.keyboard.press('Enter')
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await expect(modal.snackbar).toHaveText(/^Swapped 0\.5 ETH for \d+(\.\d+)? LGLD$/)
    expect(await chain.tokenBalance('LGLD', me)).toBeGreaterThan(lgldBefore)
  })
})
