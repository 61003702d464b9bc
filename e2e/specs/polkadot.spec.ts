import { POLKADOT_DEVNET_ADDRESSES } from '@latch/devnet'
import { signatureVerify } from '@polkadot/util-crypto'
import { shown } from '../devnetChain'
import { expect, test, WALLET_NAME } from '../fixtures'
import type { DemoPage } from '../pages/DemoPage'
import type { DevWalletPage } from '../pages/DevWalletPage'
import type { ModalPage } from '../pages/ModalPage'
import { polkadotChain } from '../polkadotChain'
import { previewSend } from '../previewSend'
import { seriousViolations } from '../seriousViolations'

// Only this file uses the Polkadot chain: //Bob (account 1) sends, //Charlie and //Dave receive.
const SENDER = POLKADOT_DEVNET_ADDRESSES[1]!
const RECEIVER = POLKADOT_DEVNET_ADDRESSES[2]!
const OTHER_RECEIVER = POLKADOT_DEVNET_ADDRESSES[3]!
const AS_SENDER = 'devwallet-polkadot-account=1'
const chain = polkadotChain()
const ROC = 10n ** 12n

test.afterAll(() => chain.close())

/** Opens the demo and, from its Polkadot button, connects the dev wallet's Polkadot extension. */
async function connectOnPolkadot({
  demo,
  modal,
  wallet,
}: {
  demo: DemoPage
  modal: ModalPage
  wallet: DevWalletPage
}) {
  await demo.goto(AS_SENDER)
  await demo.page.getByTestId('demo-open-polkadot').click()
  await expect(modal.title).toHaveText('Connect Wallet')
  // the extension is injected after the page loads, and found by the adapter's next look
  await expect(modal.wallet(WALLET_NAME)).toHaveAttribute('data-chains', /\bpolkadot\b/)
  await modal.wallet(WALLET_NAME).click()
  await expect(wallet.summary).toHaveText(`Allow Latch demo to see ${SENDER}`)
  await wallet.approve()
  await expect(demo.network).toHaveText(/Latch Polkadot Devnet/)
  await expect(demo.address).toHaveText(SENDER)
}

test.describe('Polkadot', () => {
  test('the extension connects on Polkadot: ROC as the chain holds it, free less frozen', async ({
    demo,
    modal,
    wallet,
    account,
  }) => {
    await connectOnPolkadot({ demo, modal, wallet })
    await demo.accountButton.click()
    await expect(account.tokensList).toBeVisible()
    const spendable = await chain.spendable(SENDER)
    await expect(account.token('ROC').quantity).toHaveText(`${shown(spendable, 12)} ROC`)
    expect(await seriousViolations(demo.page, 'latch-root')).toEqual([])
  })

  test('transfers ROC to a second account: it gets exactly the amount, the sender pays amount and fee', async ({
    demo,
    modal,
    wallet,
    account,
    send,
  }) => {
    const before = await Promise.all([chain.spendable(SENDER), chain.spendable(RECEIVER)])
    await connectOnPolkadot({ demo, modal, wallet })
    await previewSend({ demo, modal, send }, { token: 'ROC', amount: '1.5', receiver: RECEIVER }, 'ROC')
    await send.confirmButton.click()
    await expect(wallet.summary).toContainText(`on ${chain.genesisHash.slice(0, 10)}`)
    await wallet.approve()
    await expect(modal.snackbar).toHaveText('Sent 1.5 ROC')
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'success')
    expect(await chain.spendable(RECEIVER)).toBe(before[1] + (3n * ROC) / 2n)
    const after = await chain.spendable(SENDER)
    const fee = before[0] - after - (3n * ROC) / 2n
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(ROC / 10n)
    await expect(account.token('ROC').quantity).toHaveText(`${shown(after, 12)} ROC`)
  })

  test('a transfer refused in the extension: the error said, nothing moves, the form as it was', async ({
    demo,
    modal,
    wallet,
    send,
  }) => {
    const form = { token: 'ROC', amount: '2', receiver: OTHER_RECEIVER }
    await connectOnPolkadot({ demo, modal, wallet })
    const before = await Promise.all([chain.spendable(SENDER), chain.spendable(OTHER_RECEIVER)])
    await previewSend({ demo, modal, send }, form, 'ROC')
    await send.confirmButton.click()
    await wallet.reject()
    await expect(modal.snackbar).toHaveText('User rejected the request')
    // spec §4's transaction stack: back to the form, as the person left it
    await expect(send.previewButton).toBeEnabled()
    expect(await send.read()).toEqual(form)
    expect(await Promise.all([chain.spendable(SENDER), chain.spendable(OTHER_RECEIVER)])).toEqual(before)
  })

  test('signs a message with sr25519 that verifies against the account; a refusal is said', async ({
    demo,
    modal,
    wallet,
  }) => {
    await connectOnPolkadot({ demo, modal, wallet })
    const message = 'Sign in to the Latch demo on Polkadot'
    await demo.page.getByTestId('demo-sign-message').fill(message)
    await demo.page.getByTestId('demo-sign-button').click()
    await expect(wallet.summary).toHaveText(`Sign "${message}"`)
    await wallet.approve()
    const signature = demo.page.getByTestId('demo-signature')
    await expect(signature).toHaveAttribute('data-address', SENDER)
    const hex = ((await signature.textContent()) ?? '') as `0x${string}`
    expect(signatureVerify(`<Bytes>${message}</Bytes>`, hex, SENDER).isValid).toBe(true)
    expect(signatureVerify(`<Bytes>${message}!</Bytes>`, hex, SENDER).isValid).toBe(false)

    await demo.page.getByTestId('demo-sign-button').click()
    await wallet.reject()
    await expect(demo.page.getByTestId('demo-sign-error')).toHaveText('User rejected the request')
  })
})
