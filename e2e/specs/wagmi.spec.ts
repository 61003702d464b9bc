import { DEVNET_ADDRESSES } from '@latch/devnet'
import { formatEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../devnetChain'
import { expect, test, WALLET_NAME } from '../fixtures'
import { world } from '../world'

// Only this file sends from devnet account 3 (it holds the fixture tokens, but nothing else sends from it).
const SENDER = DEVNET_ADDRESSES[3]!
const chain = devnetChain()

test("a wagmi host: Latch connects, and wagmi's useAccount, useBalance, useSendTransaction and useSwitchChain work on that connection", async ({
  page,
  demo,
  modal,
  wallet,
}) => {
  const [first, second] = world().chains
  await demo.goto('wagmi=1&devwallet-account=3')
  const panel = page.getByTestId('wagmi-panel')
  await expect(panel.getByTestId('wagmi-status')).toHaveText('disconnected')

  // connected in Latch's modal: wagmi's useAccount and useBalance show the same account
  await demo.connectButton.click()
  await modal.wallet(WALLET_NAME).click()
  await wallet.approve()
  await expect(panel.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(panel.getByTestId('wagmi-address')).toHaveText(SENDER)
  await expect(panel.getByTestId('wagmi-chain')).toHaveText(String(first!.id))
  const before = await chain.nativeBalance(SENDER)
  await expect(panel.getByTestId('wagmi-balance')).toHaveText(`${formatEther(before)} ETH`)

  // useSendTransaction goes through Latch's wallet: the wallet asks, the chain mines it
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  await panel.getByTestId('wagmi-send-to').fill(receiver)
  await panel.getByTestId('wagmi-send-amount').fill('0.25')
  await panel.getByTestId('wagmi-send').click()
  await expect(wallet.prompt).toBeVisible()
  await wallet.approve()
  await expect(panel.getByTestId('wagmi-send-status')).toHaveText('mined')
  expect(await chain.nativeBalance(receiver)).toBe(250_000_000_000_000_000n)
  await expect(panel.getByTestId('wagmi-balance')).toHaveText(
    `${formatEther(await chain.nativeBalance(SENDER))} ETH`,
  )

  // useSwitchChain moves Latch (and its wallet) to the second devnet
  await panel.getByTestId(`wagmi-switch-${second!.id}`).click()
  await expect(panel.getByTestId('wagmi-chain')).toHaveText(String(second!.id))
  await expect(demo.network).toHaveText(new RegExp(second!.name))

  // a disconnect in Latch reaches wagmi
  await demo.accountButton.click()
  await modal.disconnectButton.click()
  await expect(panel.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(panel.getByTestId('wagmi-address')).toHaveText('')
})
