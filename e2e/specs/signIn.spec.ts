import { toSessionRevocationMessage } from '@latch/core/internal'
import { DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { readSession } from '../readSession'
import { seriousViolations } from '../seriousViolations'
import { world } from '../world'

const demoAccount = privateKeyToAccount(DEVNET_PRIVATE_KEYS[0]!)

test.describe('sign in with the wallet', () => {
  test('required: after connecting, the wallet signs in; the services keep the session and a reload keeps it', async ({
    page,
    signIn,
    connect,
    demo,
    modal,
    wallet,
  }) => {
    await connect('siwx=required')
    await expect(modal.title).toHaveText('Sign In')
    await expect(signIn.view).toContainText('Latch demo needs to connect to your wallet')
    await expect(signIn.view).toContainText('Canceling will disconnect you.')
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await signIn.signButton.click()
    await expect(wallet.summary).toContainText('wants you to sign in with your Ethereum account')
    await wallet.approve()
    await expect(modal.dialog).toBeHidden()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toHaveText(demoAccount.address)
    await expect(signIn.chain).toHaveText('eip155:31337')
    await expect(signIn.expiry).not.toHaveText('never')

    const [id] = await signIn.keptSessionIds()
    const session = await readSession(id!)
    expect(session).toMatchObject({ status: 'active', address: demoAccount.address })
    expect(session).not.toHaveProperty('signature')

    await page.reload()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(wallet.prompt).toBeHidden()
    await expect(modal.dialog).toBeHidden()
    await expect(demo.status).toHaveText('connected')
  })

  test('required: the sign view refuses to close; Cancel disconnects', async ({
    page,
    signIn,
    connect,
    demo,
    modal,
  }) => {
    await connect('siwx=required')
    await expect(signIn.signButton).toBeVisible()
    await page.keyboard.press('Escape')
    await modal.closeButton.click()
    await expect(modal.dialog).toBeVisible()
    await expect(signIn.view).toBeVisible()
    await signIn.cancelButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(demo.status).toHaveText('disconnected')
  })

  test('optional: Cancel closes and the wallet stays connected, not signed in', async ({
    signIn,
    connect,
    demo,
    modal,
  }) => {
    await connect('siwx=optional')
    await expect(signIn.view).toContainText('You can sign in later.')
    await signIn.cancelButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(demo.status).toHaveText('connected')
    await expect(signIn.badge).toHaveText('Not signed in')
  })

  test("a refused signature shows 'Error signing message' and the sign view again", async ({
    signIn,
    connect,
    wallet,
    modal,
  }) => {
    await connect('siwx=required')
    await signIn.signButton.click()
    await wallet.reject()
    await expect(signIn.error).toHaveText('Error signing message')
    await expect(modal.title).toHaveText('Sign In')
    await signIn.signButton.click()
    await wallet.approve()
    await expect(signIn.badge).toHaveText('Signed in')
  })

  test('signing out revokes the session on the services with a signature; required, it also disconnects', async ({
    signIn,
    connect,
    demo,
    wallet,
  }) => {
    await connect('siwx=required')
    await signIn.signButton.click()
    await wallet.approve()
    await expect(signIn.badge).toHaveText('Signed in')
    const [id] = await signIn.keptSessionIds()
    await signIn.signOutButton.click()
    await expect(wallet.summary).toContainText('Revoke Latch session')
    await wallet.approve()
    await expect(demo.status).toHaveText('disconnected')
    expect((await readSession(id!)).status).toBe('revoked')
  })

  test('a session revoked on the services asks again on the next visit', async ({
    page,
    signIn,
    connect,
    wallet,
    modal,
  }) => {
    await connect('siwx=optional')
    await signIn.signButton.click()
    await wallet.approve()
    await expect(signIn.badge).toHaveText('Signed in')
    const [id] = await signIn.keptSessionIds()
    const session = (await readSession(id!)) as unknown as { id: string; pci: string }
    // the account's owner revokes it elsewhere (another device, the host's server)
    const { api } = world()
    const response = await fetch(`${api.url}/v1/sessions/${id}/revoke?projectId=${api.projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pci: session.pci,
        signature: await demoAccount.signMessage({ message: toSessionRevocationMessage(session) }),
      }),
    })
    expect(response.status).toBe(200)
    await page.reload()
    await expect(modal.title).toHaveText('Sign In')
    await expect(signIn.signButton).toBeVisible()
    await expect(signIn.badge).toHaveText('Not signed in')
  })

  test('by keyboard alone: connect, focus moves into the sign view, Escape is refused, Tab to Sign, Enter, approve', async ({
    page,
    signIn,
    connectByKeyboard,
    modal,
    wallet,
  }) => {
    await connectByKeyboard('siwx=required')
    await expect(signIn.signButton).toBeVisible()
    expect(await modal.focusInDialog()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(signIn.view).toBeVisible()
    expect(await modal.focusInDialog()).toBe(true)
    await modal.tabTo(signIn.signButton)
    await page.keyboard.press('Enter')
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(signIn.badge).toHaveText('Signed in')
  })

  test('by keyboard alone, optional: Escape closes the sign view and the wallet stays connected', async ({
    page,
    signIn,
    connectByKeyboard,
    demo,
    modal,
  }) => {
    await connectByKeyboard('siwx=optional')
    await expect(signIn.signButton).toBeVisible()
    expect(await modal.focusInDialog()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(demo.status).toHaveText('connected')
    await expect(signIn.badge).toHaveText('Not signed in')
  })
})
