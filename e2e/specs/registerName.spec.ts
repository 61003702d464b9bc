import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { parseEther } from 'viem'
import { devnetChain } from '../devnetChain'
import { expect, test, WALLET_NAME } from '../fixtures'
import { AccountPage } from '../pages/AccountPage'
import { DemoPage } from '../pages/DemoPage'
import { DevWalletPage } from '../pages/DevWalletPage'
import { ModalPage } from '../pages/ModalPage'
import { RegisterNamePage } from '../pages/RegisterNamePage'
import { SendPage } from '../pages/SendPage'
import { registerName } from '../registerName'
import { seriousViolations } from '../seriousViolations'

// Only this file uses accounts 6, 7 and 9: 9 registers a name by keyboard, 7 tries names (and sends to
// 9's name from another browser), 6 holds a name taken before the test.
const REGISTRANT = DEVNET_ADDRESSES[9]
const SUFFIX = '.latch.local'
const chain = devnetChain()
/** A label no earlier test of this world registered. */
const freshLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

test.describe('register a name', () => {
  test('by keyboard alone: choose a free name, sign in the wallet, see it in Account; another account sends to it', async ({
    page,
    browser,
    connectByKeyboard,
    demo,
    modal,
    account,
    wallet,
  }) => {
    const names = new RegisterNamePage(page)
    const label = freshLabel('kb')
    await connectByKeyboard('devwallet-account=9')
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await modal.tabTo(names.chooseButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('RegisterAccountName')).toBeVisible()
    await modal.tabTo(names.input)
    await page.keyboard.type(label)
    await expect(names.message).toHaveText(`${label}${SUFFIX} is available`)
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await page.keyboard.press('Enter')
    await expect(wallet.prompt).toBeVisible()
    await expect(wallet.summary).toContainText(`Register the name ${label}${SUFFIX}`)
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('RegisterAccountNameSuccess')).toBeVisible()
    await expect(names.registered).toHaveText(`${label}${SUFFIX}`)
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await modal.tabTo(names.doneButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await expect(account.name).toHaveText(`${label}${SUFFIX}`)
    await expect(names.chooseButton).toHaveCount(0)

    // Another person, in their own browser, sends to the name: account 9 receives.
    const before = await chain.nativeBalance(REGISTRANT)
    const context = await browser.newContext()
    try {
      const other = await context.newPage()
      const [otherDemo, otherModal, otherAccount, otherSend, otherWallet] = [
        new DemoPage(other),
        new ModalPage(other),
        new AccountPage(other),
        new SendPage(other),
        new DevWalletPage(other),
      ]
      await otherDemo.goto('devwallet-account=7')
      await otherDemo.connectButton.click()
      await otherModal.wallet(WALLET_NAME).click()
      await otherWallet.approve()
      await otherDemo.accountButton.click()
      await expect(otherAccount.tokensList).toBeVisible()
      await otherAccount.sendButton.click()
      await otherSend.fill({ token: 'ETH', amount: '0.25', receiver: `${label}${SUFFIX}` })
      await expect(otherSend.receiverResolved).toContainText(`${label}${SUFFIX}`)
      await otherSend.previewButton.click()
      await expect(otherSend.summaryReceiver).toHaveAttribute('title', REGISTRANT)
      await otherSend.confirmButton.click()
      await otherWallet.approve()
      await expect(otherModal.snackbar).toHaveText('Sent 0.25 ETH')
    } finally {
      await context.close()
    }
    expect(await chain.nativeBalance(REGISTRANT)).toBe(before + parseEther('0.25'))
  })

  test('invalid names are refused as typed, a taken name says so, a suggestion is free; a refused signature keeps the view', async ({
    page,
    connect,
    demo,
    modal,
    account,
    wallet,
  }) => {
    const names = new RegisterNamePage(page)
    const taken = freshLabel('taken')
    await registerName({
      name: `${taken}${SUFFIX}`,
      privateKey: DEVNET_PRIVATE_KEYS[6],
      chainId: chain.chain.id,
    })
    await connect('devwallet-account=7')
    await demo.accountButton.click()
    await expect(account.view).toBeVisible()
    await names.chooseButton.click()
    await names.input.fill('abc')
    await expect(names.message).toHaveText('A name needs at least 4 characters')
    await names.input.fill('my_name')
    await expect(names.message).toHaveText('Use only letters, digits and hyphens')
    await expect(names.submit).toBeDisabled()
    await names.input.fill(taken)
    await expect(names.message).toHaveText(`${taken}${SUFFIX} is taken`)
    await expect(names.submit).toBeDisabled()
    await names.suggestions.first().click()
    await expect(names.input).toHaveValue(`${taken}1`)
    await expect(names.message).toHaveText(`${taken}1${SUFFIX} is available`)
    await names.submit.click()
    await wallet.reject()
    await expect(modal.snackbar).toHaveText(`Error registering name ${taken}1${SUFFIX}`)
    await expect(modal.view('RegisterAccountName')).toBeVisible()
    await expect(names.input).toHaveValue(`${taken}1`)
  })

  test("suggestions that fail say 'Error fetching name suggestions'", async ({
    page,
    connect,
    demo,
    account,
  }) => {
    const names = new RegisterNamePage(page)
    await page.route('**/v1/profile/suggestions/**', (route) => route.abort())
    await connect('devwallet-account=7')
    await demo.accountButton.click()
    await expect(account.view).toBeVisible()
    await names.chooseButton.click()
    await names.input.fill(freshLabel('down'))
    await expect(names.message).toHaveText('Error fetching name suggestions')
    await expect(names.submit).toBeDisabled()
  })
})
