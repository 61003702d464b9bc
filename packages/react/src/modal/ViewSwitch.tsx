import type { ViewName } from '@latch/core/modal'
import type { ComponentType } from 'react'
import type { Translate } from '../i18n/createTranslator'
import { Connect } from '../views/Connect/Connect'
import { preloadable } from './preloadable'

const view = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => preloadable(() => load().then((module) => module[name]))

// One chunk and one component for both: the view reads which of the two it is from the router.
const connectingWalletConnect = view(
  () => import('../views/ConnectingWalletConnect/ConnectingWalletConnect'),
  'ConnectingWalletConnect',
)

// Connect ships with the modal; every other view loads apart, preloaded once the modal is open.
const lazyViews = {
  AllWallets: view(() => import('../views/AllWallets/AllWallets'), 'AllWallets'),
  ConnectingExternal: view(
    () => import('../views/ConnectingExternal/ConnectingExternal'),
    'ConnectingExternal',
  ),
  ConnectingWalletConnect: connectingWalletConnect,
  ConnectingWalletConnectBasic: connectingWalletConnect,
  ConnectingFarcaster: view(
    () => import('../views/ConnectingFarcaster/ConnectingFarcaster'),
    'ConnectingFarcaster',
  ),
  Account: view(() => import('../views/Account/Account'), 'Account'),
  Networks: view(() => import('../views/Networks/networkViews'), 'Networks'),
  SwitchNetwork: view(() => import('../views/Networks/networkViews'), 'SwitchNetwork'),
  SIWXSignMessage: view(() => import('../views/SIWXSignMessage/SIWXSignMessage'), 'SIWXSignMessage'),
  UnsupportedChain: view(() => import('../views/UnsupportedChain/UnsupportedChain'), 'UnsupportedChain'),
  EmailLogin: view(() => import('../views/EmailLogin/EmailLogin'), 'EmailLogin'),
  UpdateEmailWallet: view(() => import('../views/UpdateEmailWallet/UpdateEmailWallet'), 'UpdateEmailWallet'),
  AccountSecurity: view(() => import('../views/AccountSecurity/AccountSecurity'), 'AccountSecurity'),
  ProfileWallets: view(() => import('../views/ProfileWallets/ProfileWallets'), 'ProfileWallets'),
  ApproveTransaction: view(
    () => import('../views/ApproveTransaction/ApproveTransaction'),
    'ApproveTransaction',
  ),
  RegisterAccountName: view(
    () => import('../views/RegisterAccountName/RegisterAccountName'),
    'RegisterAccountName',
  ),
  RegisterAccountNameSuccess: view(
    () => import('../views/RegisterAccountName/RegisterAccountNameSuccess'),
    'RegisterAccountNameSuccess',
  ),
  WalletReceive: view(() => import('../views/WalletReceive/WalletReceive'), 'WalletReceive'),
  WalletSend: view(() => import('../views/WalletSend/WalletSend'), 'WalletSend'),
  WalletSendSelectToken: view(
    () => import('../views/WalletSend/WalletSendSelectToken'),
    'WalletSendSelectToken',
  ),
  WalletSendPreview: view(() => import('../views/WalletSend/WalletSendPreview'), 'WalletSendPreview'),
  // One chunk for the three: a swap always goes from the form to its preview.
  Swap: view(() => import('../views/Swap/swapViews'), 'Swap'),
  SwapSelectToken: view(() => import('../views/Swap/swapViews'), 'SwapSelectToken'),
  SwapPreview: view(() => import('../views/Swap/swapViews'), 'SwapPreview'),
  OnrampBuy: view(() => import('../views/Onramp/onrampViews'), 'OnrampBuy'),
  OnrampWaiting: view(() => import('../views/Onramp/onrampViews'), 'OnrampWaiting'),
  SwitchActiveChain: view(() => import('../views/Networks/networkViews'), 'SwitchActiveChain'),
} satisfies Record<Exclude<ViewName, 'Connect'>, unknown>

/** Loads every view's code ahead of navigation, so moving to one renders at once. */
export function preloadViews(): void {
  for (const loader of Object.values(lazyViews)) {
    loader.preload().catch(() => {
      // Retried when the view is shown; its failure then reaches the error boundary.
    })
  }
}

/** @example viewTitle('AllWallets', t) // 'All Wallets' */
export function viewTitle(name: ViewName, t: Translate): string {
  return t(`title.${name}`)
}

export function ViewSwitch({ view: name }: { view: ViewName }) {
  const View = name === 'Connect' ? Connect : lazyViews[name].read()
  return <View />
}
