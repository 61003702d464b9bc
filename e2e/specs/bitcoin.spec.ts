import { bech32 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { bitcoinNode } from '../bitcoinNode'
import { shown } from '../devnetChain'
import { expect, test, WALLET_NAME } from '../fixtures'
import type { DemoPage } from '../pages/DemoPage'
import type { DevWalletPage } from '../pages/DevWalletPage'
import type { ModalPage } from '../pages/ModalPage'
import { previewSend } from '../previewSend'
import { seriousViolations } from '../seriousViolations'

// Only this file spends on the Bitcoin node: account 1 sends, accounts 2 and 3 receive.
const node = bitcoinNode()
const SENDER = node.accounts[1]!.paymentAddress
const RECEIVER = node.accounts[2]!.paymentAddress
const OTHER_RECEIVER = node.accounts[3]!.paymentAddress
const AS_SENDER = 'devwallet-bitcoin-account=1'
const SATS = 100_000_000n

/** Opens the demo and, from its Bitcoin button, connects the dev wallet's Bitcoin side (payment and ordinals). */
async function connectOnBitcoin({
  demo,
  modal,
  wallet,
}: {
  demo: DemoPage
  modal: ModalPage
  wallet: DevWalletPage
}) {
  await demo.goto(AS_SENDER)
  await demo.page.getByTestId('demo-open-bip122').click()
  await expect(modal.title).toHaveText('Connect Wallet')
  await expect(modal.wallet(WALLET_NAME)).toHaveAttribute('data-chains', /\bbip122\b/)
  await modal.wallet(WALLET_NAME).click()
  await expect(wallet.summary).toHaveText(
    `Connect ${SENDER} (payment) and ${node.accounts[1]!.ordinalsAddress} (ordinals)`,
  )
  await wallet.approve()
  await expect(demo.network).toHaveText(/Latch Bitcoin Devnet/)
  await expect(demo.address).toHaveText(SENDER)
}

/** bcoin's regtest address (rb1…) as Bitcoin Core's regtest writes the same program (bcrt1…), which bip322-js reads. */
function asCoreRegtest(address: string): string {
  const { words } = bech32.decode(address as `${string}1${string}`)
  return bech32.encode('bcrt', words)
}

test.describe('Bitcoin', () => {
  test('the wallet connects on Bitcoin on its payment address: BTC as the node holds it', async ({
    demo,
    modal,
    wallet,
    account,
  }) => {
    await connectOnBitcoin({ demo, modal, wallet })
    await demo.accountButton.click()
    await expect(account.tokensList).toBeVisible()
    await expect(account.token('BTC').quantity).toHaveText(`${shown(await node.sats(SENDER), 8)} BTC`)
    // the devnet's price table: BTC at $90,000
    await expect(account.token('BTC').price).toHaveText('$90,000.00')
    expect(await seriousViolations(demo.page, 'latch-root')).toEqual([])
  })

  test('sends 0.1 BTC: pending until a block is mined, then the receiver has exactly it and the sender paid it and the fee', async ({
    demo,
    modal,
    wallet,
    account,
    send,
  }) => {
    const before = await Promise.all([node.sats(SENDER), node.sats(RECEIVER)])
    await connectOnBitcoin({ demo, modal, wallet })
    await previewSend({ demo, modal, send }, { token: 'BTC', amount: '0.1', receiver: RECEIVER }, 'BTC')
    await send.confirmButton.click()
    await expect(wallet.summary).toContainText(`to ${RECEIVER}`)
    await wallet.approve()
    // broadcast, not mined: the send waits for its block
    await expect.poll(() => node.sats(RECEIVER)).toBe(before[1] + SATS / 10n)
    await expect(send.confirmButton).toBeDisabled()
    await node.mine(1)
    await expect(modal.snackbar).toHaveText('Sent 0.1 BTC')
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'success')
    const after = await node.sats(SENDER)
    const fee = before[0] - after - SATS / 10n
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(10_000n)
    await expect(account.token('BTC').quantity).toHaveText(`${shown(after, 8)} BTC`)
  })

  test('a payment refused in the wallet: the error said, nothing moves, the form as it was', async ({
    demo,
    modal,
    wallet,
    send,
  }) => {
    const form = { token: 'BTC', amount: '0.2', receiver: OTHER_RECEIVER }
    await connectOnBitcoin({ demo, modal, wallet })
    const before = await Promise.all([node.sats(SENDER), node.sats(OTHER_RECEIVER)])
    await previewSend({ demo, modal, send }, form, 'BTC')
    await send.confirmButton.click()
    await wallet.reject()
    await expect(modal.snackbar).toHaveText('User rejected the request')
    // spec §4's transaction stack: back to the form, as the person left it
    await expect(send.previewButton).toBeEnabled()
    expect(await send.read()).toEqual(form)
    expect(await Promise.all([node.sats(SENDER), node.sats(OTHER_RECEIVER)])).toEqual(before)
  })

  test('signs a message with BIP-322 that an independent verifier accepts; a refusal is said', async ({
    demo,
    modal,
    wallet,
  }) => {
    await connectOnBitcoin({ demo, modal, wallet })
    const message = 'Sign in to the Latch demo on Bitcoin'
    await demo.page.getByTestId('demo-sign-message').fill(message)
    await demo.page.getByTestId('demo-sign-button').click()
    await expect(wallet.summary).toHaveText(`Sign "${message}" with ${SENDER}`)
    await wallet.approve()
    const signature = demo.page.getByTestId('demo-signature')
    await expect(signature).toHaveAttribute('data-address', SENDER)
    const base64 = (await signature.textContent()) ?? ''
    expect(Verifier.verifySignature(asCoreRegtest(SENDER), message, base64)).toBe(true)
    expect(Verifier.verifySignature(asCoreRegtest(SENDER), `${message}!`, base64)).toBe(false)

    await demo.page.getByTestId('demo-sign-button').click()
    await wallet.reject()
    await expect(demo.page.getByTestId('demo-sign-error')).toHaveText('User rejected the request')
  })

  test('signs in with Bitcoin (CAIP-122, BIP-322): the services verify it and keep the session', async ({
    demo,
    modal,
    wallet,
    signIn,
  }) => {
    await demo.goto(`${AS_SENDER}&siwx=required`)
    await demo.page.getByTestId('demo-open-bip122').click()
    await expect(modal.wallet(WALLET_NAME)).toHaveAttribute('data-chains', /\bbip122\b/)
    await modal.wallet(WALLET_NAME).click()
    await wallet.approve()
    await expect(modal.title).toHaveText('Sign In')
    await signIn.signButton.click()
    await expect(wallet.summary).toContainText('wants you to sign in with your Bitcoin account')
    await wallet.approve()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toHaveText(SENDER)
    await expect(signIn.chain).toHaveText(node.caipNetworkId)
  })
})
