import type { ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import { Connect } from '../views/Connect/Connect'
import { preloadable } from './preloadable'

const view = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  preloadable(() => load().then((module) => module[name]))

// Connect ships with the modal; every other view loads apart, preloaded once the modal is open.
const lazyViews = {
  AllWallets: view(() => import('../views/AllWallets/AllWallets'), 'AllWallets'),
  ConnectingExternal: view(
    () => import('../views/ConnectingExternal/ConnectingExternal'),
    'ConnectingExternal',
  ),
  Account: view(() => import('../views/Account/Account'), 'Account'),
  Networks: view(() => import('../views/Networks/Networks'), 'Networks'),
  SwitchNetwork: view(() => import('../views/SwitchNetwork/SwitchNetwork'), 'SwitchNetwork'),
  UnsupportedChain: view(() => import('../views/UnsupportedChain/UnsupportedChain'), 'UnsupportedChain'),
} satisfies Partial<Record<ViewName, unknown>>

type LazyViewName = keyof typeof lazyViews
const isLazyView = (name: ViewName): name is LazyViewName => name in lazyViews

/** Loads every view's code ahead of navigation, so moving to one renders at once. */
export function preloadViews(): void {
  for (const loader of Object.values(lazyViews)) {
    loader.preload().catch(() => {
      // Retried when the view is shown; its failure then reaches the error boundary.
    })
  }
}

export const VIEW_TITLES: Partial<Record<ViewName, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ConnectingExternal: 'Connecting',
  Account: 'Account',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  UnsupportedChain: 'Switch Network',
}

/** Views of later features fall back to Connect, and so does their title. */
export function viewTitle(name: ViewName): string {
  return (name === 'Connect' || isLazyView(name) ? VIEW_TITLES[name] : undefined) ?? 'Connect Wallet'
}

export function ViewSwitch({ view: name }: { view: ViewName }) {
  const View = isLazyView(name) ? lazyViews[name].read() : Connect
  return <View />
}
