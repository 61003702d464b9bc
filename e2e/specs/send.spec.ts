import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { parseEther, parseUnits } from 'viem'
import { accountHistory } from '../accountHistory'
import { devnetChain, shown } from '../devnetChain'
import { expect, test } from '../fixtures'
import type { AccountPage } from '../pages/AccountPage'
import type { DemoPage } from '../pages/DemoPage'
import type { DevWalletPage } from '../pages/DevWalletPage'
import type { ModalPage } from '../pages/ModalPage'
import type { SendForm, SendPage } from '../pages/SendPage'
import { registerName } from '../registerName'
import { seriousViolations } from '../seriousViolations'

// Only this file sends, always from account 1, to accounts 2 and 3, which no other spec reads: the
// demo account (0) keeps the balance the other specs assert, whatever runs in parallel.
const SENDER = DEVNET_ADDRESSES[1]
const RECEIVER = DEVNET_ADDRESSES[2]
const NAMED_RECEIVER = DEVNET_ADDRESSES[3]
const AS_SENDER = 'devwallet-account=1'

const chain = devnetChain()

interface Pages {
  demo: DemoPage
  modal: ModalPage
  account: AccountPage
  send: SendPage
  wallet: DevWalletPage
}

/** Opens Account, waits for its tokens (the form's token list), then Send, with the mouse. */
async function openSend({ demo, modal, account }: Pick<Pages, 'demo' | 'modal' | 'account'>) {
  await demo.accountButton.click()
  await expect(account.tokensList).toBeVisible()
  await account.sendButton.click()
  await expect(modal.view('WalletSend')).toBeVisible()
}

/** From a filled, valid form: Preview, with the network fee estimated. */
async function preview({ modal, send }: Pick<Pages, 'modal' | 'send'>, form: SendForm) {
  await expect(send.message).toHaveText('')
  await send.previewButton.click()
  await expect(modal.view('WalletSendPreview')).toBeVisible()
  await expect(send.summaryAmount).toHaveText(`${form.amount} ${form.token}`)
  await expect(send.fee).toHaveAttribute('data-status', 'ready')
  await expect(send.fee).toHaveText(/^\d+(\.\d+)? ETH$/)
}

/**
 * Sends with anvil's automine off, so the transaction waits in the pool: the sender's Activity shows
 * it pending at once; mined, it shows confirmed and the success snackbar says what was sent.
 * Answers the transaction's hash.
 */
async function sendSeenPendingThenMined(pages: Pages, form: SendForm): Promise<string> {
  const { modal, account, send, wallet } = pages
  await chain.setAutomine(false)
  try {
    await send.confirmButton.click()
    await expect(wallet.prompt).toBeVisible()
    await wallet.approve()
    await expect(send.status).toHaveText('Confirm in your wallet')
    // Back to Account while the wallet's transaction waits to be mined.
    await modal.backButton.click()
    await modal.backButton.click()
    await expect(modal.view('Account')).toBeVisible()
    await account.open('activity')
    const pending = account.pendingRows
    await expect(pending).toHaveCount(1)
    await expect(pending).toContainText(`Sent ${form.amount} ${form.token}`)
    await expect(account.statusBadge(pending)).toHaveText('Pending')
    const hash = await pending.getAttribute('data-hash')
    if (!hash) throw new Error('the pending Activity row has no hash')
    await chain.mine()
    await expect(modal.snackbar).toHaveText(`Sent ${form.amount} ${form.token}`)
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'success')
    await expect(account.transaction(hash)).toHaveAttribute('data-status', 'confirmed')
    await expect(account.transaction(hash)).toHaveCount(1)
    return hash
  } finally {
    await chain.setAutomine(true)
  }
}

/** The receiver's history on the services lists the transaction as received (another device's view). */
async function expectReceived(address: string, hash: string) {
  await expect
    .poll(async () =>
      (await accountHistory(address, chain.caipNetworkId)).find(
        (entry) => entry.metadata.hash.toLowerCase() === hash.toLowerCase(),
      ),
    )
    .toMatchObject({ metadata: { operationType: 'receive' } })
}

test.describe('send', () => {
  test('send 12.5 LUSD to another account: its quantity drops, the receiver holds 12.5 more and has it in its history', async ({
    connect,
    demo,
    modal,
    account,
    send,
    wallet,
  }) => {
    const form = { token: 'LUSD', amount: '12.5', receiver: RECEIVER }
    const lusd = chain.token('LUSD')
    const senderBefore = await chain.tokenBalance('LUSD', SENDER)
    const receiverBefore = await chain.tokenBalance('LUSD', RECEIVER)
    const nativeBefore = await chain.nativeBalance(SENDER)
    await connect(AS_SENDER)
    await demo.accountButton.click()
    await expect(account.token('LUSD').quantity).toHaveText(`${shown(senderBefore, lusd.decimals)} LUSD`)
    await account.sendButton.click()
    await send.fill(form)
    await expect(send.balance).toHaveText(`Balance ${shown(senderBefore, lusd.decimals)} LUSD`)
    await expect(send.fiat).toHaveText('$12.50')
    await preview({ modal, send }, form)

    const hash = await sendSeenPendingThenMined({ demo, modal, account, send, wallet }, form)
    const sent = parseUnits(form.amount, lusd.decimals)
    expect(await chain.tokenBalance('LUSD', SENDER)).toBe(senderBefore - sent)
    expect(await chain.tokenBalance('LUSD', RECEIVER)).toBe(receiverBefore + sent)
    // The fee in ETH, and no ETH sent.
    const nativeAfter = await chain.nativeBalance(SENDER)
    expect(nativeAfter).toBeLessThan(nativeBefore)
    expect(nativeAfter).toBeGreaterThan(nativeBefore - parseEther('0.01'))
    await expect(modal.accountBalance).toHaveText(`${shown(nativeAfter, 18)} ETH`)
    await account.open('tokens')
    await expect(account.token('LUSD').quantity).toHaveText(
      `${shown(senderBefore - sent, lusd.decimals)} LUSD`,
    )
    await expectReceived(RECEIVER, hash)
  })

  test('send 0.5 ETH to another account: fee, wallet approval, pending then mined, both balances and histories change', async ({
    page,
    connect,
    demo,
    modal,
    account,
    send,
    wallet,
  }) => {
    const form = { token: 'ETH', amount: '0.5', receiver: RECEIVER }
    const senderBefore = await chain.nativeBalance(SENDER)
    const receiverBefore = await chain.nativeBalance(RECEIVER)
    await connect(AS_SENDER)
    await expect(demo.accountButtonAddress).toHaveText('0x7099…79C8')
    await openSend({ demo, modal, account })
    await send.fill(form)
    await preview({ modal, send }, form)
    await expect(send.summaryReceiver).toHaveText(RECEIVER)

    const hash = await sendSeenPendingThenMined({ demo, modal, account, send, wallet }, form)
    await expect(account.transaction(hash)).toContainText(`Sent ${form.amount} ETH`)

    const senderAfter = await chain.nativeBalance(SENDER)
    // 0.5 ETH and the fee left the sender; exactly 0.5 ETH reached the receiver.
    expect(senderAfter).toBeLessThan(senderBefore - parseEther(form.amount))
    expect(await chain.nativeBalance(RECEIVER)).toBe(receiverBefore + parseEther(form.amount))
    await expect(modal.accountBalance).toHaveText(`${shown(senderAfter, 18)} ETH`)
    await expect(demo.accountButtonBalance).toHaveText(`${shown(senderAfter, 18)} ETH`)
    await expectReceived(RECEIVER, hash)
    await page.reload()
    await demo.accountButton.click()
    await account.open('activity')
    await expect(account.transaction(hash)).toHaveAttribute('data-status', 'confirmed')
  })

  test('a send the wallet rejects keeps the form exactly as it was and moves nothing', async ({
    connect,
    demo,
    modal,
    account,
    send,
    wallet,
  }) => {
    const form = { token: 'LUSD', amount: '7.25', receiver: RECEIVER }
    const before = await Promise.all([
      chain.nativeBalance(SENDER),
      chain.tokenBalance('LUSD', SENDER),
      chain.nativeBalance(RECEIVER),
      chain.tokenBalance('LUSD', RECEIVER),
    ])
    await connect(AS_SENDER)
    await openSend({ demo, modal, account })
    await send.fill(form)
    await preview({ modal, send }, form)
    await send.confirmButton.click()
    await expect(wallet.prompt).toBeVisible()
    await wallet.reject()
    await expect(wallet.prompt).toBeHidden()
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'error')
    await expect(modal.snackbar).toHaveText('User rejected the request')
    // spec §4's transaction stack: back to the form, as the person left it, ready to review again.
    await expect(modal.view('WalletSend')).toBeVisible()
    expect(await send.read()).toEqual(form)
    await expect(send.previewButton).toBeEnabled()

    const after = await Promise.all([
      chain.nativeBalance(SENDER),
      chain.tokenBalance('LUSD', SENDER),
      chain.nativeBalance(RECEIVER),
      chain.tokenBalance('LUSD', RECEIVER),
    ])
    expect(after).toEqual(before)
    await modal.backButton.click()
    await account.open('activity')
    // Read, whether account 1 has sent before or not: nothing pending from the refused send.
    await expect(account.activityList.or(account.activityEmpty)).toBeVisible()
    await expect(account.pendingRows).toHaveCount(0)
  })

  test('an amount over the balance, a malformed amount and a bad receiver are refused before the wallet is asked', async ({
    connect,
    demo,
    modal,
    account,
    send,
    wallet,
  }) => {
    await connect(AS_SENDER)
    await openSend({ demo, modal, account })
    await send.chooseToken('LUSD')
    const refused = async (amount: string, receiver: string, message: string) => {
      await send.amount.fill(amount)
      await send.receiver.fill(receiver)
      await expect(send.message).toHaveText(message)
      await expect(send.previewButton).toBeDisabled()
      // Enter submits the form: still refused, and the wallet is never asked.
      await send.amount.press('Enter')
      await expect(modal.view('WalletSend')).toBeVisible()
      await expect(wallet.prompt).toBeHidden()
    }
    await refused('1000000', RECEIVER, 'Insufficient balance')
    await refused('1.2.3', RECEIVER, 'Enter a valid amount')
    await refused('12,5', RECEIVER, 'Enter a valid amount')
    await refused('1.1234567', RECEIVER, 'Too many decimal places for LUSD (6)')
    await refused('0', RECEIVER, 'Enter an amount greater than 0')
    await refused('5', '0x1234', 'Invalid receiver address')
    await refused('5', '', 'An amount and receiver address are required')
    // Corrected, the same form is accepted.
    await send.receiver.fill(RECEIVER)
    await expect(send.message).toHaveText('')
    await expect(send.previewButton).toBeEnabled()
    await expect(wallet.prompt).toBeHidden()
  })

  test('send to a registered name: the name resolves with its avatar, and its address receives', async ({
    connect,
    demo,
    modal,
    account,
    send,
    wallet,
  }) => {
    const name = `e2e-${Date.now().toString(36)}.latch.local`
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#2f6fed"/></svg>'
    const avatar = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
    await registerName({
      name,
      privateKey: DEVNET_PRIVATE_KEYS[3],
      chainId: chain.chain.id,
      attributes: { avatar },
    })
    const form = { token: 'ETH', amount: '0.25', receiver: name }
    const before = await chain.nativeBalance(NAMED_RECEIVER)
    await connect(AS_SENDER)
    await openSend({ demo, modal, account })
    await send.fill(form)
    await expect(send.receiverResolved).toContainText(name)
    await expect(send.receiverResolved).toContainText('0x90F7…b906')
    await expect(send.receiverAvatar).toHaveAttribute('src', avatar)
    await expect
      .poll(() => send.receiverAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(32)
    await preview({ modal, send }, form)
    await expect(send.summaryReceiver).toHaveText(`${name} (0x90F7…b906)`)
    await expect(send.summaryReceiver).toHaveAttribute('title', NAMED_RECEIVER)
    await send.confirmButton.click()
    await wallet.approve()
    await expect(modal.snackbar).toHaveText('Sent 0.25 ETH')
    await expect(modal.view('Account')).toBeVisible()
    expect(await chain.nativeBalance(NAMED_RECEIVER)).toBe(before + parseEther('0.25'))
  })

  test('a name nobody registered is refused with its message', async ({
    connect,
    demo,
    modal,
    account,
    send,
  }) => {
    await connect(AS_SENDER)
    await openSend({ demo, modal, account })
    await send.fill({ token: 'ETH', amount: '0.1', receiver: 'nobody-has-this.latch.local' })
    await expect(send.message).toHaveText('Error resolving name')
    await expect(send.previewButton).toBeDisabled()
  })

  test('the whole send, by keyboard alone, with axe finding nothing serious on any send view', async ({
    page,
    connect,
    demo,
    modal,
    account,
    send,
    wallet,
  }) => {
    // each axe pass injects and runs axe-core in the page (about 2 s here): several of them outgrow 30 s
    test.slow()
    const lusd = chain.token('LUSD')
    const before = await chain.tokenBalance('LUSD', RECEIVER)
    // Animations end at once, so colours are measured as they show, not mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const noSeriousViolation = async () => expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await connect(AS_SENDER)
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(account.tokensList).toBeVisible()
    await modal.tabTo(account.sendButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('WalletSend')).toBeVisible()
    await expect(modal.title).toBeFocused()
    await expect(modal.announcement).toHaveText('Send')

    await modal.tabTo(send.tokenButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('WalletSendSelectToken')).toBeVisible()
    await noSeriousViolation()
    await modal.tabTo(send.tokenSearch)
    await page.keyboard.type('lusd')
    await page.keyboard.press('ArrowDown')
    await expect(send.tokenOption('LUSD')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(modal.view('WalletSend')).toBeVisible()
    await expect(send.tokenButton).toContainText('LUSD')

    await modal.tabTo(send.amount)
    await page.keyboard.type('1.5')
    await modal.tabTo(send.receiver)
    await page.keyboard.type(RECEIVER)
    await expect(send.fiat).toHaveText('$1.50')
    await noSeriousViolation()
    await page.keyboard.press('Enter')
    await expect(modal.view('WalletSendPreview')).toBeVisible()
    await expect(send.fee).toHaveAttribute('data-status', 'ready')
    await noSeriousViolation()
    await modal.tabTo(send.confirmButton)
    await page.keyboard.press('Enter')
    await expect(wallet.prompt).toBeVisible()
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.snackbar).toHaveText('Sent 1.5 LUSD')
    await expect(modal.view('Account')).toBeVisible()
    expect(await modal.focusInDialog()).toBe(true)
    expect(await chain.tokenBalance('LUSD', RECEIVER)).toBe(before + parseUnits('1.5', lusd.decimals))
  })
})
