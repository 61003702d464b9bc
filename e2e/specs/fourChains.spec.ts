import { POLKADOT_DEVNET_ADDRESSES, SOLANA_DEVNET_ADDRESSES } from '@latch/devnet'
import { bitcoinNode } from '../bitcoinNode'
import { expect, test, WALLET_NAME } from '../fixtures'
import type { DemoPage } from '../pages/DemoPage'
import type { DevWalletPage } from '../pages/DevWalletPage'
import type { ModalPage } from '../pages/ModalPage'
import { polkadotChain } from '../polkadotChain'
import { seriousViolations } from '../seriousViolations'
import { solanaCluster } from '../solanaCluster'

// Reads only: the demo accounts of each chain, nothing sent.
const solana = solanaCluster()
const bitcoin = bitcoinNode()
const polkadot = polkadotChain()
test.afterAll(() => polkadot.close())

const CHAINS = [
  {
    namespace: 'solana',
    caipNetworkId: solana.caipNetworkId,
    name: 'Solana',
    address: SOLANA_DEVNET_ADDRESSES[0]!,
  },
  {
    namespace: 'bip122',
    caipNetworkId: bitcoin.caipNetworkId,
    name: 'Bitcoin',
    address: bitcoin.accounts[0]!.paymentAddress,
  },
  {
    namespace: 'polkadot',
    caipNetworkId: polkadot.caipNetworkId,
    name: 'Polkadot',
    address: POLKADOT_DEVNET_ADDRESSES[0]!,
  },
] as const

/** From Account, the network list's entry of another namespace: Switch Chain asks the same wallet there. */
async function switchTo(
  { demo, modal, wallet }: { demo: DemoPage; modal: ModalPage; wallet: DevWalletPage },
  chain: (typeof CHAINS)[number],
) {
  await demo.accountButton.click()
  await modal.accountNetwork.click()
  await modal.network(chain.caipNetworkId).click()
  await expect(modal.title).toHaveText('Switch Chain')
  await expect(demo.page.getByTestId('switch-active-chain-status')).toHaveText(
    `Continue in Latch Devnet Wallet: accept the connection on ${chain.name}`,
  )
  await wallet.approve()
  await expect(demo.address).toHaveText(chain.address)
  await expect(demo.network).toHaveText(new RegExp(`Latch ${chain.name} Devnet`))
  await expect(modal.dialog).toBeHidden()
}

test('one wallet on four namespaces: Ethereum, then Solana, Bitcoin and Polkadot from the network list, each asked once; a reload restores all four', async ({
  page,
  demo,
  modal,
  wallet,
}) => {
  test.setTimeout(90_000)
  await demo.goto()
  await demo.connectButton.click()
  await modal.wallet(WALLET_NAME).click()
  await wallet.approve()
  const evmAddress = (await demo.address.textContent()) ?? ''
  expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // every chain's side of the wallet is found before the network list offers it
  await demo.accountButton.click()
  await modal.accountNetwork.click()
  for (const chain of CHAINS) await expect(modal.network(chain.caipNetworkId)).toBeVisible()
  expect(await seriousViolations(page, 'latch-root')).toEqual([])
  await modal.closeButton.click()
  for (const chain of CHAINS) await switchTo({ demo, modal, wallet }, chain)

  await page.reload()
  await expect(demo.address).toHaveText(CHAINS[2].address)
  for (const chain of [...CHAINS, { namespace: 'eip155', address: evmAddress }]) {
    await page.getByTestId(`demo-open-${chain.namespace}`).click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(demo.address).toHaveText(chain.address)
    await expect(wallet.prompt).toBeHidden()
    await modal.closeButton.click()
  }
})

test('signs in on Polkadot (CAIP-122, sr25519): the services verify it and keep the session', async ({
  demo,
  modal,
  wallet,
  signIn,
}) => {
  const address = POLKADOT_DEVNET_ADDRESSES[4]!
  await demo.goto('devwallet-polkadot-account=4&siwx=required')
  await demo.page.getByTestId('demo-open-polkadot').click()
  await expect(modal.wallet(WALLET_NAME)).toHaveAttribute('data-chains', /\bpolkadot\b/)
  await modal.wallet(WALLET_NAME).click()
  await wallet.approve()
  await expect(modal.title).toHaveText('Sign In')
  await signIn.signButton.click()
  await expect(wallet.summary).toContainText('wants you to sign in with your Polkadot account')
  await wallet.approve()
  await expect(modal.dialog).toBeHidden()
  await expect(signIn.badge).toHaveText('Signed in')
  await expect(signIn.address).toHaveText(address)
  await expect(signIn.chain).toHaveText(polkadot.caipNetworkId)
})
