import { SOLANA_DEVNET_ADDRESSES } from '@latch/devnet'
import { address, getBase58Encoder, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import { shown } from '../devnetChain'
import { expect, test, WALLET_NAME } from '../fixtures'
import type { DemoPage } from '../pages/DemoPage'
import type { DevWalletPage } from '../pages/DevWalletPage'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import type { ModalPage } from '../pages/ModalPage'
import { previewSend } from '../previewSend'
import { readSession } from '../readSession'
import { seriousViolations } from '../seriousViolations'
import { solanaCluster } from '../solanaCluster'

// Only this file uses the Solana cluster: account 1 (a fixture holder) sends, 2 and 3 receive.
const SENDER = SOLANA_DEVNET_ADDRESSES[1]!
const SOL_RECEIVER = SOLANA_DEVNET_ADDRESSES[2]!
const LUSD_RECEIVER = SOLANA_DEVNET_ADDRESSES[3]!
const AS_SENDER = 'devwallet-solana-account=1'
const cluster = solanaCluster()

/** Opens the demo and, from its Solana button (`open({ namespace: 'solana' })`), connects the dev wallet there. */
async function connectOnSolana(
  { demo, modal, wallet }: { demo: DemoPage; modal: ModalPage; wallet: DevWalletPage },
  query = AS_SENDER,
) {
  await demo.goto(query)
  await demo.page.getByTestId('demo-open-solana').click()
  await expect(modal.title).toHaveText('Connect Wallet')
  await modal.wallet(WALLET_NAME).click()
  await expect(wallet.summary).toContainText(SENDER)
  await wallet.approve()
  await expect(demo.accountButton).toBeVisible()
  await expect(demo.network).toHaveText(/Latch Solana Devnet/)
  await expect(demo.address).toHaveText(SENDER)
}

test.describe('Solana', () => {
  test('the dev wallet connects on Solana: SOL and the local USD Coin at what the chain holds, the zero-decimals token hidden', async ({
    demo,
    modal,
    wallet,
    account,
  }) => {
    await connectOnSolana({ demo, modal, wallet })
    await demo.accountButton.click()
    await expect(account.tokensList).toBeVisible()
    const [sol, lusd] = await Promise.all([cluster.solBalance(SENDER), cluster.tokenBalance('LUSD', SENDER)])
    await expect(account.token('SOL').quantity).toHaveText(`${shown(sol, 9)} SOL`)
    await expect(account.token('SOL').price).toHaveText('$150.00')
    await expect(account.token('LUSD').quantity).toHaveText(`${shown(lusd, 6)} LUSD`)
    expect(await cluster.tokenBalance('LPTS', SENDER)).toBeGreaterThan(0n)
    await expect(account.token('LPTS').row).toHaveCount(0)
    expect(await seriousViolations(demo.page, 'latch-root')).toEqual([])
  })

  test('sends SOL, then USD Coin to an account without a token account: both receivers get exactly the amount', async ({
    demo,
    modal,
    wallet,
    account,
    send,
  }) => {
    const before = await Promise.all([
      cluster.solBalance(SENDER),
      cluster.solBalance(SOL_RECEIVER),
      cluster.tokenBalance('LUSD', SENDER),
      cluster.tokenBalance('LUSD', LUSD_RECEIVER),
    ])
    await connectOnSolana({ demo, modal, wallet })

    await previewSend({ demo, modal, send }, { token: 'SOL', amount: '0.5', receiver: SOL_RECEIVER }, 'SOL')
    await send.confirmButton.click()
    await expect(wallet.summary).toHaveText(`A transaction of 1 instruction on ${cluster.caipNetworkId}`)
    await wallet.approve()
    await expect(modal.snackbar).toHaveText('Sent 0.5 SOL')
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'success')
    expect(await cluster.solBalance(SOL_RECEIVER)).toBe(before[1] + 500_000_000n)
    const senderSol = await cluster.solBalance(SENDER)
    // the amount and a fee of a few thousand lamports
    expect(before[0] - senderSol - 500_000_000n).toBeGreaterThan(0n)
    expect(before[0] - senderSol - 500_000_000n).toBeLessThan(100_000n)

    await expect(account.token('SOL').quantity).toHaveText(`${shown(senderSol, 9)} SOL`)
    await modal.closeButton.click()
    await previewSend({ demo, modal, send }, { token: 'LUSD', amount: '2.5', receiver: LUSD_RECEIVER }, 'SOL')
    await send.confirmButton.click()
    await wallet.approve()
    await expect(modal.snackbar).toHaveText('Sent 2.5 LUSD')
    expect(await cluster.tokenBalance('LUSD', LUSD_RECEIVER)).toBe(before[3] + 2_500_000n)
    expect(await cluster.tokenBalance('LUSD', SENDER)).toBe(before[2] - 2_500_000n)
    await expect(account.token('LUSD').quantity).toHaveText(`${shown(before[2] - 2_500_000n, 6)} LUSD`)
  })

  test('a send refused in the wallet: the error said, nothing moves, the form as it was', async ({
    demo,
    modal,
    wallet,
    send,
  }) => {
    const form = { token: 'SOL', amount: '0.25', receiver: SOL_RECEIVER }
    await connectOnSolana({ demo, modal, wallet })
    const before = await Promise.all([cluster.solBalance(SENDER), cluster.solBalance(SOL_RECEIVER)])
    await previewSend({ demo, modal, send }, form, 'SOL')
    await send.confirmButton.click()
    await wallet.reject()
    await expect(modal.snackbar).toHaveText('User rejected the request')
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'error')
    // spec §4's transaction stack: back to the form, as the person left it
    await expect(send.previewButton).toBeEnabled()
    expect(await send.read()).toEqual(form)
    expect(await Promise.all([cluster.solBalance(SENDER), cluster.solBalance(SOL_RECEIVER)])).toEqual(before)
  })

  test('signs a message with ed25519 that verifies against the account; a refusal is said', async ({
    demo,
    modal,
    wallet,
  }) => {
    await connectOnSolana({ demo, modal, wallet })
    const message = 'Sign in to the Latch demo on Solana'
    await demo.page.getByTestId('demo-sign-message').fill(message)
    await demo.page.getByTestId('demo-sign-button').click()
    await expect(wallet.summary).toContainText(message)
    await wallet.approve()
    const signature = demo.page.getByTestId('demo-signature')
    await expect(signature).toHaveAttribute('data-address', SENDER)
    const key = await getPublicKeyFromAddress(address(SENDER))
    const bytes = getBase58Encoder().encode((await signature.textContent()) ?? '')
    expect(await verifySignature(key, bytes as never, new TextEncoder().encode(message))).toBe(true)
    expect(await verifySignature(key, bytes as never, new TextEncoder().encode(`${message}!`))).toBe(false)

    await demo.page.getByTestId('demo-sign-button').click()
    await wallet.reject()
    await expect(demo.page.getByTestId('demo-sign-error')).toHaveText('User rejected the request')
  })

  test('signs in with Solana (CAIP-122, ed25519): the services verify it and keep the session for the Solana account; signing out revokes it with an ed25519 signature', async ({
    demo,
    modal,
    wallet,
    signIn,
  }) => {
    await demo.goto(`${AS_SENDER}&siwx=required`)
    await demo.page.getByTestId('demo-open-solana').click()
    await modal.wallet(WALLET_NAME).click()
    await wallet.approve()
    await expect(modal.title).toHaveText('Sign In')
    await signIn.signButton.click()
    await expect(wallet.summary).toContainText('wants you to sign in with your Solana account')
    await expect(wallet.summary).toContainText(SENDER)
    await wallet.approve()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toHaveText(SENDER)
    await expect(signIn.chain).toHaveText(cluster.caipNetworkId)
    const [id] = await signIn.keptSessionIds()
    expect(await readSession(id!)).toMatchObject({ status: 'active', address: SENDER })
    // the services check the revocation as Solana signs (ed25519), not as an EVM signature
    await signIn.signOutButton.click()
    await expect(wallet.summary).toContainText('Revoke Latch session')
    await wallet.approve()
    await expect(demo.status).toHaveText('disconnected')
    expect((await readSession(id!)).status).toBe('revoked')
  })

  test('by keyboard: from Ethereum to Solana in the modal (the same wallet asked once), back without a prompt, and a reload restores both', async ({
    page,
    demo,
    modal,
    wallet,
    connectByKeyboard,
  }) => {
    await connectByKeyboard(AS_SENDER)
    const evmAddress = await demo.address.textContent()
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await modal.tabTo(modal.accountNetwork)
    await page.keyboard.press('Enter')
    await modal.tabTo(modal.network(cluster.caipNetworkId))
    await page.keyboard.press('Enter')
    await expect(modal.title).toHaveText('Switch Chain')
    await expect(page.getByTestId('switch-active-chain-status')).toHaveText(
      'Continue in Latch Devnet Wallet: accept the connection on Solana',
    )
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(demo.address).toHaveText(SENDER)
    await expect(demo.network).toHaveText(/Latch Solana Devnet/)

    // back to Ethereum: its account is still connected, so no prompt
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await modal.tabTo(modal.accountNetwork)
    await page.keyboard.press('Enter')
    await modal.tabTo(modal.network('eip155:31337'))
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await expect(demo.address).toHaveText(evmAddress ?? '')
    await expect(wallet.prompt).toBeHidden()

    // a reload reconnects both silently, on the chain the page left off on
    await page.reload()
    await expect(demo.address).toHaveText(evmAddress ?? '')
    await demo.page.getByTestId('demo-open-solana').click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(demo.address).toHaveText(SENDER)
    await expect(wallet.prompt).toBeHidden()
  })

  test('email login on Solana: the embedded wallet’s ed25519 account, funded, signs and sends through the frame’s approval, survives a reload; Ethereum connected beside it; signing out ends both', async ({
    page,
    demo,
    modal,
    account,
    send,
  }) => {
    test.setTimeout(150_000)
    const login = new EmailLoginPage(page)
    await demo.goto()
    await page.getByTestId('demo-open-solana').click()
    await expect(modal.title).toHaveText('Connect Wallet')
    await login.codeInput.fill(await login.requestCode(testEmail('solana')))
    await expect(demo.address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await expect(demo.network).toHaveText(/Latch Solana Devnet/)
    const owner = (await demo.address.textContent()) ?? ''
    expect(SOLANA_DEVNET_ADDRESSES).not.toContain(owner)

    await page.getByTestId('demo-faucet').click()
    await expect(page.getByTestId('demo-faucet-status')).toHaveText('Funded')
    expect(await cluster.solBalance(owner)).toBe(10_000_000_000n)
    await expect(demo.balance).toHaveText('10.000 SOL')

    // a message: the frame shows the text and signs with the account's own ed25519 key
    const message = 'Sign in to the Latch demo from the embedded wallet'
    await page.getByTestId('demo-sign-message').fill(message)
    await page.getByTestId('demo-sign-button').click()
    await expect(modal.title).toHaveText('Approve Transaction')
    await expect(login.frameApproval).toContainText(message)
    await login.frameApprove.click()
    const signature = page.getByTestId('demo-signature')
    await expect(signature).toHaveAttribute('data-address', owner)
    const key = await getPublicKeyFromAddress(address(owner))
    const bytes = getBase58Encoder().encode((await signature.textContent()) ?? '')
    expect(await verifySignature(key, bytes as never, new TextEncoder().encode(message))).toBe(true)

    // a send: the frame reads the transaction out to the person before signing it
    const receiverBefore = await cluster.solBalance(SOL_RECEIVER)
    await previewSend({ demo, modal, send }, { token: 'SOL', amount: '1.5', receiver: SOL_RECEIVER }, 'SOL')
    await send.confirmButton.click()
    await expect(modal.title).toHaveText('Approve Transaction')
    await expect(login.frameApproval).toContainText(`Send 1.5 SOL to ${SOL_RECEIVER}`)
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await login.frameApprove.click()
    await expect(modal.snackbar).toHaveText('Sent 1.5 SOL')
    expect(await cluster.solBalance(SOL_RECEIVER)).toBe(receiverBefore + 1_500_000_000n)
    const ownerSol = await cluster.solBalance(owner)
    expect(10_000_000_000n - ownerSol - 1_500_000_000n).toBeGreaterThan(0n)
    await expect(account.token('SOL').quantity).toHaveText(`${shown(ownerSol, 9)} SOL`)

    // a reload restores the login on Solana, without a code
    await page.reload()
    await expect(demo.address).toHaveText(owner)

    // the same login holds the EVM account: Ethereum opens on it without any prompt
    await demo.accountButton.click()
    await modal.accountNetwork.click()
    await modal.network('eip155:31337').click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(demo.address).toHaveText(/^0x[0-9a-fA-F]{40}$/)

    // one sign-out ends the login on both chains
    await modal.disconnectButton.click()
    await expect(demo.status).toHaveText('disconnected')
    await page.getByTestId('demo-open-solana').click()
    await expect(modal.title).toHaveText('Connect Wallet')
    await expect(demo.status).toHaveText('disconnected')
  })
})
