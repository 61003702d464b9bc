// The host's own code beside the modal, written against the public entries only: it reads state through
// the root's getters and keeps it current with a watcher (never the store), switches the network with a
// root action, opens the modal from /modal, and takes a service client from /services.
import { getAccount, getNetwork, switchNetwork, watchAccount, watchNetwork } from '@latch/core'
import { open } from '@latch/core/modal'
import { getWalletImageUrl } from '@latch/core/services'
import { latch } from './latch'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, testId: string, text = '') {
  const created = document.createElement(tag)
  created.dataset.testid = testId
  created.textContent = text
  return created
}

/** Draws the panel into `root`; returns what stops its watchers. */
export function mountHostPanel(root: HTMLElement): () => void {
  const network = element('output', 'host-network', getNetwork(latch).network?.name)
  const account = element('output', 'host-account', getAccount(latch).status)
  // no `api` config: the services' image URL is undefined, and the panel says so
  const image = element('output', 'host-wallet-image', getWalletImageUrl(latch, { id: 'metamask' }) ?? 'none')
  const toSepolia = element('button', 'host-switch-network', 'Use Sepolia')
  toSepolia.onclick = () => void switchNetwork(latch, { caipNetworkId: 'eip155:11155111' })
  const openModal = element('button', 'host-open-modal', 'Open')
  openModal.onclick = () => open(latch, { view: 'Connect' })
  root.append(network, account, image, toSepolia, openModal)
  const unwatchNetwork = watchNetwork(latch, {
    onChange: (current) => {
      network.textContent = current.network?.name ?? current.caipNetworkId
    },
  })
  const unwatchAccount = watchAccount(latch, {
    onChange: (current) => {
      account.textContent = current.status
    },
  })
  return () => {
    unwatchNetwork()
    unwatchAccount()
  }
}
