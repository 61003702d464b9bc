import { DEVNET_ADDRESSES } from '@latch/devnet'
import { parseUnits } from 'viem'
import { accountHistory } from '../accountHistory'
import { devnetChain } from '../devnetChain'
import { expect, test } from '../fixtures'
import { onrampHistory, sandboxPurchases } from '../onrampSandbox'
import { OnrampPage, SandboxCheckoutPage } from '../pages/OnrampPage'
import { seriousViolations } from '../seriousViolations'
import { world } from '../world'

// Only this file buys, as accounts 6, 7 and 9, whose LUSD no other spec reads (the name spec uses them
// for names and ETH only): the demo account (0) keeps the balances and history the other specs assert.
// The sandbox pays from its own treasury key, outside the accounts the dev wallet signs with.
const BUYER = DEVNET_ADDRESSES[9]
const KEYBOARD_BUYER = DEVNET_ADDRESSES[6]
const DECLINED_BUYER = DEVNET_ADDRESSES[7]

const chain = devnetChain()

test.describe('on-ramp', () => {
  test('buy 50 USD of USD Coin with the sandbox card: the meld URL, the popup, LUSD arrives and Activity shows it', async ({
    page,
    connect,
    demo,
    modal,
    account,
  }) => {
    const onramp = new OnrampPage(page)
    const before = await chain.tokenBalance('LUSD', BUYER)
    await connect('devwallet-account=9')
    await demo.accountButton.click()
    await account.buyButton.click()
    await expect(modal.view('OnrampBuy')).toBeVisible()
    await expect(onramp.purchaseCurrency).toHaveValue('USDC')
    await expect(onramp.paymentCurrency).toHaveValue('USD')
    await expect(onramp.limits).toHaveText('Card: 10.00 to 7,500.00 USD')
    await expect(onramp.optionsFallback).toHaveCount(0)
    await onramp.amount.fill('50')
    await expect(onramp.provider('meld').detail).toHaveText('Receive 49.00 USDC · fee 1.00 USD (2.00%)')
    // Coinbase pays on none of the devnet's chains: meld alone is offered.
    await expect(onramp.provider('coinbase').row).toHaveCount(0)
    await expect(onramp.provider('meld').radio).toBeChecked()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])

    const popup = await onramp.buy()
    await popup.waitForURL(`${world().onrampSandboxUrl}/**`)
    const url = new URL(popup.url())
    expect(url.searchParams.get('publicKey')).toBe('latch-devnet-sandbox')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(BUYER)
    expect(url.searchParams.get('externalCustomerId')).toMatch(/^[0-9a-f]{32}$/)
    expect(url.searchParams.get('sourceAmount')).toBe('50.00')
    expect(url.searchParams.get('sourceCurrencyCode')).toBe('USD')
    // The provider's page cannot reach the host page.
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(onramp.status).toHaveText('Complete your purchase in the Meld window')
    expect(await seriousViolations(page, 'latch-root')).toEqual([])

    const checkout = new SandboxCheckoutPage(popup)
    await expect(checkout.summary).toContainText('Pay 50.00 USD, receive 49.00 USDC')
    await checkout.pay('4242 4242 4242 4242')
    await expect(checkout.outcome).toHaveText(
      'Payment approved: 49.00 USDC is on its way. You can close this window.',
    )
    await expect(onramp.status).toHaveText('Bought 49.00 USDC')
    await expect(onramp.status).toHaveAttribute('data-status', 'confirmed')
    expect(await chain.tokenBalance('LUSD', BUYER)).toBe(before + parseUnits('49', 6))

    const [purchase] = await sandboxPurchases(BUYER)
    const hash = purchase?.txHash
    if (!hash) throw new Error('the sandbox reported no transaction')
    expect(await onrampHistory(BUYER, chain.caipNetworkId)).toMatchObject([
      { metadata: { operationType: 'buy', status: 'confirmed', hash } },
    ])
    // The indexer has the delivery before the Activity is asked for it.
    await expect
      .poll(async () =>
        (await accountHistory(BUYER, chain.caipNetworkId)).some((entry) => entry.metadata.hash === hash),
      )
      .toBe(true)
    await popup.close()
    await onramp.doneButton.click()
    await expect(account.tab('activity')).toHaveAttribute('aria-selected', 'true')
    await expect(account.transaction(hash)).toContainText(/Received 49(\.0+)? LUSD/)
    await expect(account.transaction(hash)).toHaveAttribute('data-status', 'confirmed')
  })

  test('refuses amounts below 10.00 and above 7,500.00 USD, with the limit in the message', async ({
    page,
    connect,
    demo,
    account,
  }) => {
    const onramp = new OnrampPage(page)
    await connect()
    await demo.accountButton.click()
    await account.buyButton.click()
    await onramp.amount.fill('9.99')
    await expect(onramp.message).toHaveText('The minimum is 10.00 USD')
    await expect(onramp.buyButton).toBeDisabled()
    await onramp.amount.fill('7500.01')
    await expect(onramp.message).toHaveText('The maximum is 7,500.00 USD')
    await expect(onramp.buyButton).toBeDisabled()
    await onramp.amount.fill('7500')
    await expect(onramp.message).toHaveText('')
    await expect(onramp.provider('meld').detail).toHaveText('Receive 7425.00 USDC · fee 75.00 USD (1.00%)')
    await expect(onramp.buyButton).toBeEnabled()
  })

  test('when the options and quote services fail: the built-in default options and the fallback quote', async ({
    page,
    connect,
    demo,
    account,
  }) => {
    const onramp = new OnrampPage(page)
    // Fault injection: the browser's calls to the two routes fail; everything else is real.
    await page.route('**/v1/onramp/options?**', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'down' } }),
    )
    await page.route('**/v1/onramp/quote?**', (route) => route.abort('connectionrefused'))
    await connect()
    await demo.accountButton.click()
    await account.buyButton.click()
    await expect(onramp.optionsFallback).toBeVisible()
    await expect(onramp.purchaseCurrency).toHaveValue('USDC')
    await expect(onramp.purchaseCurrency).toContainText('USD Coin (USDC)')
    await expect(onramp.paymentCurrency.locator('option')).toHaveText(['USD', 'EUR'])
    await expect(onramp.limits).toHaveText('Card: 10.00 to 7,500.00 USD')
    await onramp.amount.fill('50')
    await expect(onramp.quoteFallback).toBeVisible()
    await expect(onramp.provider('meld').detail).toHaveText('Receive 50 USDC · fee 1-2%')
    await onramp.paymentCurrency.selectOption('EUR')
    await expect(onramp.limits).toHaveText('Card: 10.00 to 7,500.00 EUR')
  })

  test('a declined card: the checkout says so, the modal says the purchase failed and leads back to the form', async ({
    page,
    connect,
    demo,
    account,
  }) => {
    const onramp = new OnrampPage(page)
    const before = await chain.tokenBalance('LUSD', DECLINED_BUYER)
    await connect('devwallet-account=7')
    await demo.accountButton.click()
    await account.buyButton.click()
    await onramp.amount.fill('20')
    await expect(onramp.buyButton).toBeEnabled()
    const popup = await onramp.buy()
    const checkout = new SandboxCheckoutPage(popup)
    await checkout.pay('4000 0000 0000 0002')
    await expect(checkout.error).toHaveText('Your card was declined.')
    // the window still open: the modal hears of the decline from the provider, not from the window closing
    await expect(onramp.status).toHaveAttribute('data-status', 'failed')
    await expect(onramp.status).toHaveText('The purchase failed')
    expect(popup.isClosed()).toBe(false)
    expect((await sandboxPurchases(DECLINED_BUYER)).map((purchase) => purchase.status)).toEqual(['failed'])
    expect(await chain.tokenBalance('LUSD', DECLINED_BUYER)).toBe(before)
    await onramp.retryButton.click()
    await expect(onramp.form).toBeVisible()
  })

  test('keyboard only: Buy, the amount, the provider, the checkout and the Activity', async ({
    page,
    connectByKeyboard,
    demo,
    modal,
    account,
  }) => {
    const onramp = new OnrampPage(page)
    const before = await chain.tokenBalance('LUSD', KEYBOARD_BUYER)
    await connectByKeyboard('devwallet-account=6')
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(account.view).toBeVisible()
    await modal.tabTo(account.buyButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('OnrampBuy')).toBeVisible()
    await modal.tabTo(onramp.amount)
    await page.keyboard.type('25')
    await expect(onramp.provider('meld').detail).toHaveText('Receive 24.50 USDC · fee 0.50 USD (2.00%)')
    const popupPromise = page.waitForEvent('popup')
    await modal.tabTo(onramp.buyButton)
    await page.keyboard.press('Enter')
    const popup = await popupPromise
    const checkout = new SandboxCheckoutPage(popup)
    await checkout.cardNumber.focus()
    await popup.keyboard.type('4242424242424242')
    await popup.keyboard.press('Tab')
    await popup.keyboard.type('12/34')
    await popup.keyboard.press('Tab')
    await popup.keyboard.type('123')
    await popup.keyboard.press('Enter')
    await expect(checkout.outcome).toContainText('Payment approved')
    await expect(onramp.status).toHaveText('Bought 24.50 USDC')
    expect(await chain.tokenBalance('LUSD', KEYBOARD_BUYER)).toBe(before + parseUnits('24.5', 6))
    await popup.close()
    await modal.tabTo(onramp.doneButton)
    await page.keyboard.press('Enter')
    await expect(account.tab('activity')).toHaveAttribute('aria-selected', 'true')
  })
})
