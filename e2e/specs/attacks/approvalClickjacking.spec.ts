// A hostile host page (an allowed origin gone bad) against the frame's approval screen: it queues a hidden
// request behind a benign one, or hides the frame under its own button, and waits for the person's clicks
// and keys. Nothing may be approved that the person did not see for the screen's delay.
import { type Address, createTestClient, formatEther, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../../devnetChain'
import { expect, test } from '../../fixtures'
import { testEmail } from '../../pages/EmailLoginPage'
import { HostileHostPage } from '../../pages/HostileHostPage'

const chain = devnetChain()
const anvil = createTestClient({ mode: 'anvil', transport: http(chain.chain.rpcUrl, { retryCount: 0 }) })
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
const REJECTED = { type: 'RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.', code: 4001 } }
const BENIGN_MESSAGE = 'Claim your free reward'
const OPAQUE = 'position:fixed;top:0;left:0;width:360px;height:480px;border:0;z-index:2;'

test.describe('a hostile host page cannot make the person approve what they did not see', () => {
  // a real login (mail, key shares) and real transactions in each test
  test.setTimeout(120_000)
  let hostile: HostileHostPage
  let wallet: Address
  let thief: Address
  const shop = randomAddress()

  test.beforeEach(async ({ page }) => {
    hostile = new HostileHostPage(page)
    await hostile.open()
    wallet = await hostile.signIn(testEmail('hostile'))
    await anvil.setBalance({ address: wallet, value: parseEther('10') })
    thief = randomAddress()
  })

  /**
   * Queues a benign request and, behind it, a hidden 1 ETH to the thief; answers their ids. The benign one is
   * a message, or a small payment drawn exactly as the hidden one is, so its Approve sits where the next one's
   * will.
   */
  async function queueBenignThenHidden(benignKind: 'message' | 'payment') {
    const benign =
      benignKind === 'message'
        ? await hostile.rpc('personal_sign', [toHex(BENIGN_MESSAGE), wallet])
        : await hostile.rpc('eth_sendTransaction', [
            { from: wallet, to: shop, value: toHex(parseEther('0.01')) },
          ])
    const hidden = await hostile.rpc('eth_sendTransaction', [
      { from: wallet, to: thief, value: toHex(parseEther('1')) },
    ])
    await expect(hostile.details).toContainText(benignKind === 'message' ? BENIGN_MESSAGE : shop)
    return { benign, hidden }
  }

  /**
   * The hidden request is not approved: after a round trip through the frame (so the person's input and any
   * answer before it are through), nothing answered it, the thief has nothing, and the screen of the request
   * that should show (`showing`) is still there.
   */
  async function expectNotApproved(hidden: string, showing: string = thief) {
    await hostile.roundTrip()
    expect({
      answer: await hostile.answered(hidden),
      thief: formatEther(await chain.nativeBalance(thief)),
      showing:
        (await hostile.details.count()) === 1 && (await hostile.details.textContent())?.includes(showing),
    }).toEqual({ answer: null, thief: '0', showing: true })
  }

  /** The person rejects the hidden request, which they can always do: 4001, and the thief got nothing. */
  async function rejectHidden(hidden: string) {
    await hostile.reject.click()
    expect(await hostile.answer(hidden)).toEqual(REJECTED)
    expect(await chain.nativeBalance(thief)).toBe(0n)
  }

  test('a double-click on Approve approves the request seen, never the one queued behind it', async ({
    page,
  }) => {
    const { benign, hidden } = await queueBenignThenHidden('payment')
    // the person read the first request for the delay: Approve is on
    await expect(hostile.approve).toBeEnabled()
    const box = (await hostile.approve.boundingBox())!
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2)
    expect((await hostile.answer(benign)).type).toBe('RPC_REQUEST_SUCCESS')
    await expectNotApproved(hidden)
    // the second click met the hidden request's screen at once, its Approve not on yet: it stays unanswered
    // until the person rejects it (whether its Approve is on by now depends only on the time passed)
    await rejectHidden(hidden)
  })

  test('Enter, Enter approves nothing: Approve never takes the focus, not for the first request nor for the next', async ({
    page,
  }) => {
    const { benign, hidden } = await queueBenignThenHidden('message')
    await expect(hostile.approve).toBeEnabled()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expectNotApproved(hidden, BENIGN_MESSAGE)
    expect(await hostile.answered(benign)).toBeNull()
    await expect(hostile.details).toBeFocused()

    // the person tabs to Approve and presses Enter twice: the first is approved, the second Enter lands on
    // the next request's details, not its Approve
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(hostile.approve).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    expect((await hostile.answer(benign)).type).toBe('RPC_REQUEST_SUCCESS')
    await expectNotApproved(hidden)
    await expect(hostile.details).toContainText(thief)
    await expect(hostile.details).toBeFocused()
    await rejectHidden(hidden)
  })

  test('the page taking the focus away turns Approve off; it comes on again only after the frame had the focus for the delay', async ({
    page,
  }) => {
    const hidden = await hostile.rpc('eth_sendTransaction', [
      { from: wallet, to: thief, value: toHex(parseEther('1')) },
    ])
    await expect(hostile.details).toContainText(thief)
    await expect(hostile.approve).toBeEnabled()
    // the page moves the focus to its own button, so that the person's next Enter goes... anywhere
    await hostile.claimButton.focus()
    await expect(hostile.approve).toBeDisabled()
    await expect(hostile.approval).toHaveAttribute('data-approval-state', 'waiting')
    await page.keyboard.press('Enter')
    await expectNotApproved(hidden)
    // the person clicks into the frame: the delay starts again from there
    await hostile.details.click()
    await expect(hostile.approve).toBeEnabled()
    await rejectHidden(hidden)
  })

  test('a frame at opacity 0.01 over the page’s own button: the click on it approves nothing', async ({
    page,
  }) => {
    await hostile.placeFrame(`${OPAQUE}opacity:0.01;`)
    const hidden = await hostile.rpc('eth_sendTransaction', [
      { from: wallet, to: thief, value: toHex(parseEther('1')) },
    ])
    await expect(hostile.details).toContainText(thief)
    const box = (await hostile.approve.boundingBox())!
    await hostile.placeOwn('claim', box)
    // the frame knows it is not seen (IntersectionObserver v2) and keeps Approve off
    await expect(hostile.approval).toHaveAttribute('data-approval-state', 'not-visible')
    // the person clicks the page's button (twice, to be sure): the clicks land on the frame's Approve
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expectNotApproved(hidden)
    await expect(hostile.approve).toBeDisabled()
    // once the page shows it for real, Approve comes on after the delay: the refusal was the veil's
    await hostile.placeFrame(OPAQUE)
    await expect(hostile.approve).toBeEnabled()
    await rejectHidden(hidden)
  })

  test('a frame covered by a page element (the details hidden, Approve left bare): the click approves nothing', async ({
    page,
  }) => {
    const hidden = await hostile.rpc('eth_sendTransaction', [
      { from: wallet, to: thief, value: toHex(parseEther('1')) },
    ])
    await expect(hostile.details).toContainText(thief)
    const details = (await hostile.details.boundingBox())!
    await hostile.placeOwn('cover', details)
    await expect(hostile.approval).toHaveAttribute('data-approval-state', 'not-visible')
    const box = (await hostile.approve.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expectNotApproved(hidden)
    await expect(hostile.approve).toBeDisabled()
    await rejectHidden(hidden)
  })

  test('a frame shrunk by a transform (its details too small to read, Approve still a target): the click approves nothing', async ({
    page,
  }) => {
    const hidden = await hostile.rpc('eth_sendTransaction', [
      { from: wallet, to: thief, value: toHex(parseEther('1')) },
    ])
    await expect(hostile.details).toContainText(thief)
    await hostile.placeFrame(`${OPAQUE}transform:scale(0.3);transform-origin:0 0;`)
    await expect(hostile.approval).toHaveAttribute('data-approval-state', 'not-visible')
    const box = (await hostile.approve.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expectNotApproved(hidden)
    await expect(hostile.approve).toBeDisabled()
    await hostile.placeFrame(OPAQUE)
    await expect(hostile.approve).toBeEnabled()
    await rejectHidden(hidden)
  })

  test('a frame cut down to its Approve button (the rest outside the iframe’s box): the click approves nothing', async ({
    page,
  }) => {
    // cut down before the request comes: the frame scrolls to whatever takes the focus
    await hostile.placeFrame('position:fixed;top:0;left:0;width:360px;height:90px;border:0;z-index:2;')
    const hidden = await hostile.rpc('eth_sendTransaction', [
      { from: wallet, to: thief, value: toHex(parseEther('1')) },
    ])
    await expect(hostile.details).toContainText(thief)
    await expect(hostile.approval).toHaveAttribute('data-approval-state', 'not-visible')
    // where Approve shows inside the cut-down frame, if it shows at all
    const frame = (await hostile.frameElement.boundingBox())!
    const box = (await hostile.approve.boundingBox())!
    const y = Math.min(Math.max(box.y + box.height / 2, frame.y + 2), frame.y + frame.height - 2)
    await page.mouse.click(box.x + box.width / 2, y)
    await expectNotApproved(hidden)
    await expect(hostile.approve).toBeDisabled()
    // shown whole again, Approve comes on after the delay: the refusal was the cut's
    await hostile.placeFrame(OPAQUE)
    await expect(hostile.approve).toBeEnabled()
    await rejectHidden(hidden)
  })
})
