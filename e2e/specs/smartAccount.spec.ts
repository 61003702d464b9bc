import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../devnetChain'
import { expect, test } from '../fixtures'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import { readSession } from '../readSession'
import { seriousViolations } from '../seriousViolations'

const chain = devnetChain()
const reader = createPublicClient({ transport: http(chain.chain.rpcUrl, { retryCount: 0 }) })
const hasCode = async (address: Address) => ((await reader.getCode({ address })) ?? '0x') !== '0x'

test.describe('the email login’s smart account (ERC-4337)', () => {
  // A whole login, user operations through the bundler and two sign-ins: longer than one page's steps.
  test.setTimeout(180_000)

  test('signs in counterfactual, sends LUSD with no ETH (sponsored; the send deploys it), shows it in Activity, switches to the EOA and back, sends a batch behind one approval, and signs out and in again once deployed', async ({
    page,
    demo,
    modal,
    account,
    send,
    signIn,
  }) => {
    const login = new EmailLoginPage(page)
    const lusd = chain.token('LUSD')
    const unit = 10n ** BigInt(lusd.decimals)
    const email = testEmail('smart')

    // sign in by email on a page that asks for SIWX: the smart account signs before it has any code (ERC-6492)
    await demo.goto('siwx=optional')
    await demo.connectButton.click()
    await login.codeInput.fill(await login.requestCode(email))
    await expect(signIn.view).toBeVisible()
    const smart = ((await demo.address.textContent()) ?? '') as Address
    expect(await hasCode(smart)).toBe(false)
    await signIn.signButton.click()
    await login.frameApprove.click()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toContainText(smart)

    // the Account view: a smart account, not deployed yet
    await demo.accountButton.click()
    await expect(page.getByTestId('account-type-label')).toContainText('Smart account')
    await expect(page.getByTestId('account-not-deployed')).toBeVisible()
    await expect(page.getByTestId('account-type-switch')).toHaveText('Switch to EOA')
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await modal.closeButton.click()

    // 100 LUSD and no ETH: the services' paymaster pays the gas of the first operation, which deploys it
    await page.getByTestId('demo-faucet-lusd').click()
    await expect(page.getByTestId('demo-faucet-lusd-status')).toHaveText('Funded')
    expect(await chain.tokenBalance('LUSD', smart)).toBe(100n * unit)
    expect(await chain.nativeBalance(smart)).toBe(0n)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await demo.accountButton.click()
    await account.sendButton.click()
    await send.fill({ token: 'LUSD', amount: '10', receiver })
    await send.previewButton.click()
    await send.confirmButton.click()
    // the frame reads the token call out, and says who pays: the operator's paymaster
    await expect(login.frameApproval).toContainText(`Sends 10 LUSD to ${receiver} (token ${lusd.address})`)
    await expect(login.frameApproval).toContainText(
      `From: your smart account ${smart} (network fee sponsored)`,
    )
    await login.frameApprove.click()
    await expect(modal.snackbar).toHaveText('Sent 10 LUSD')
    await expect.poll(() => chain.tokenBalance('LUSD', receiver)).toBe(10n * unit)
    expect(await chain.tokenBalance('LUSD', smart)).toBe(90n * unit)
    expect(await chain.nativeBalance(smart)).toBe(0n)
    expect(await hasCode(smart)).toBe(true)

    // deployed now; the transfer is in Activity like any transaction
    await expect(page.getByTestId('account-not-deployed')).toBeHidden()
    await account.open('activity')
    await expect(account.activityRows.first()).toContainText('10 LUSD')
    await expect(account.activityRows.first()).toHaveAttribute('data-status', 'confirmed')

    // to the EOA (the key that owns the smart account) and back, by keyboard
    await page.getByTestId('account-type-switch').focus()
    await page.keyboard.press('Enter')
    // the EOA has no session of its own: the page asks it to sign in at once, which this test declines
    await expect(signIn.view).toBeVisible()
    const eoa = ((await demo.address.textContent()) ?? '') as Address
    expect(eoa).not.toBe(smart)
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await signIn.cancelButton.click()
    await demo.accountButton.click()
    await expect(page.getByTestId('account-type-label')).toContainText('EOA')
    await expect(page.getByTestId('account-not-deployed')).toBeHidden()
    await expect(page.getByTestId('account-type-switch')).toHaveText('Switch to smart account')
    await page.getByTestId('account-type-switch').click()
    await expect(demo.address).toHaveText(smart)
    await modal.closeButton.click()

    // a batch: approve and transfer 1 LUSD behind one approval, run as one sponsored user operation
    const batch = page.getByTestId('demo-batch')
    await expect(batch.getByTestId('demo-batch-capabilities')).toHaveText(
      'This wallet runs a batch all or nothing; a paymaster pays its gas.',
    )
    await batch.getByTestId('demo-batch-receiver').fill(receiver)
    await batch.getByTestId('demo-batch-send').click()
    await expect(login.frameApproval).toBeVisible()
    await login.frameApprove.click()
    await expect(batch.getByTestId('demo-batch-result')).toHaveAttribute('data-status', 'confirmed')
    await expect(batch.getByTestId('demo-batch-result')).toContainText('all or nothing')
    expect(await chain.tokenBalance('LUSD', receiver)).toBe(11n * unit)
    const allowance = await reader.readContract({
      address: lusd.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [smart, receiver],
    })
    expect(allowance).toBe(unit)
    expect(await chain.nativeBalance(smart)).toBe(0n)

    // signing out revokes the session with a signature the services check against the deployed
    // account (ERC-1271); signing in again signs as the contract too
    const [first] = await signIn.keptSessionIds()
    await signIn.signOutButton.click()
    await login.frameApprove.click()
    await expect(signIn.badge).toHaveText('Not signed in')
    expect(await readSession(first!)).toMatchObject({ status: 'revoked', address: smart })
    await page.getByTestId('demo-sign-in').click()
    await login.frameApprove.click()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toContainText(smart)
    const kept = await signIn.keptSessionIds()
    expect(await readSession(kept.at(-1)!)).toMatchObject({ status: 'active', address: smart })
  })
})
