// A hostile host page words the approval through its dApp name (SYNC_DAPP_DATA): it calls itself after a
// wallet's security team, with a right-to-left override, so the frame's own sentence seems to vouch for it.
import { toHex } from 'viem'
import { expect, test } from '../../fixtures'
import { testEmail } from '../../pages/EmailLoginPage'
import { HostileHostPage } from '../../pages/HostileHostPage'
import { world } from '../../world'

test.describe('a hostile host page cannot word the approval sentence', () => {
  test.setTimeout(90_000)

  test('the sentence names the page by the origin the frame verified; its own name is shown apart, cleaned and marked as its claim', async ({
    page,
  }) => {
    const hostile = new HostileHostPage(page)
    await hostile.open()
    const wallet = await hostile.signIn(testEmail('wording'))
    const synced = await hostile.request('SYNC_DAPP_DATA', {
      projectId: world().api.projectId,
      sdkType: 'latch',
      sdkVersion: '1.0.0',
      metadata: { name: 'Latch Wallet Security\u202E kcehc ytiruces', url: world().hostileHostUrl },
    })
    expect(synced.type).toBe('SYNC_DAPP_DATA_SUCCESS')
    const request = await hostile.rpc('personal_sign', [toHex('Confirm your wallet'), wallet])
    const site = hostile.frame.getByTestId('frame-approval-site')
    await expect(site).toHaveText(`${world().hostileHostUrl} asks your embedded wallet to sign a message.`)
    await expect(hostile.frame.getByTestId('frame-approval-claim')).toHaveText(
      'It calls itself “Latch Wallet Security kcehc ytiruces”: the site’s own words, not checked.',
    )
    await hostile.reject.click()
    expect((await hostile.answer(request)).payload.code).toBe(4001)
  })
})
