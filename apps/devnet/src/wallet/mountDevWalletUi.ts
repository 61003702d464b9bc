import { DEV_WALLET_NAME } from './announceDevWallet'
import { DEV_WALLET_ICON } from './devWalletIcon'
import type { DevWallet } from './types'
import { getWalletUiRoot } from './walletUiRoot'

/** What the badge needs from a wallet. */
export type DevWalletUiTarget = Pick<
  DevWallet,
  'address' | 'chainId' | 'chains' | 'isAuthorized' | 'switchChain' | 'revokeAccess' | 'on' | 'removeListener'
>

/**
 * Mounts the wallet's always-visible badge (bottom-left): its address, whether the site is
 * connected, a `<select>` to change the wallet's own chain and a button to disconnect the site.
 * Returns a function that removes it.
 *
 * @example
 * const unmount = mountDevWalletUi(wallet)
 */
export function mountDevWalletUi(
  wallet: DevWalletUiTarget,
  options: { document?: Document } = {},
): () => void {
  const doc = options.document ?? document
  const root = getWalletUiRoot(doc)

  const badge = doc.createElement('section')
  badge.className = 'panel badge'
  badge.dataset.testid = 'devwallet-badge'
  badge.setAttribute('aria-label', DEV_WALLET_NAME)

  const icon = doc.createElement('img')
  icon.src = DEV_WALLET_ICON
  icon.alt = ''
  const address = doc.createElement('span')
  address.className = 'address'
  address.textContent = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  address.title = `${DEV_WALLET_NAME}: ${wallet.address}`
  const status = doc.createElement('span')
  status.dataset.testid = 'devwallet-status'

  const select = doc.createElement('select')
  select.dataset.testid = 'devwallet-chain-select'
  select.setAttribute('aria-label', 'Wallet network')
  select.addEventListener('change', () => {
    try {
      wallet.switchChain(Number(select.value))
    } catch {
      render()
    }
  })

  const revoke = doc.createElement('button')
  revoke.type = 'button'
  revoke.textContent = 'Disconnect'
  revoke.dataset.testid = 'devwallet-revoke'
  revoke.setAttribute('aria-label', 'Disconnect this site from the wallet')
  revoke.addEventListener('click', () => wallet.revokeAccess())

  badge.append(icon, address, status, select, revoke)
  root.append(badge)

  function render(): void {
    status.textContent = wallet.isAuthorized ? 'connected' : 'not connected'
    revoke.hidden = !wallet.isAuthorized
    select.replaceChildren(
      ...wallet.chains.map((chain) => {
        const option = doc.createElement('option')
        option.value = String(chain.id)
        option.textContent = `${chain.name} (${chain.id})${chain.rpcUrl ? '' : ', unreachable'}`
        return option
      }),
    )
    select.value = String(wallet.chainId)
  }
  render()
  wallet.on('chainChanged', render)
  wallet.on('accountsChanged', render)

  return () => {
    wallet.removeListener('chainChanged', render)
    wallet.removeListener('accountsChanged', render)
    badge.remove()
  }
}
