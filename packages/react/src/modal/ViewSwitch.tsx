import type { ViewName } from '@latch/core'
import { type ComponentType, lazy } from 'react'
import { Connect } from '../views/Connect/Connect'

// Connect ships with the first open; every other view loads when first shown.
const views: Partial<Record<ViewName, ComponentType>> = {
  Connect,
  AllWallets: lazy(() => import('../views/AllWallets/AllWallets').then((m) => ({ default: m.AllWallets }))),
  ConnectingExternal: lazy(() =>
    import('../views/ConnectingExternal/ConnectingExternal').then((m) => ({ default: m.ConnectingExternal })),
  ),
  Account: lazy(() => import('../views/Account/Account').then((m) => ({ default: m.Account }))),
  Networks: lazy(() => import('../views/Networks/Networks').then((m) => ({ default: m.Networks }))),
  SwitchNetwork: lazy(() =>
    import('../views/SwitchNetwork/SwitchNetwork').then((m) => ({ default: m.SwitchNetwork })),
  ),
  UnsupportedChain: lazy(() =>
    import('../views/UnsupportedChain/UnsupportedChain').then((m) => ({ default: m.UnsupportedChain })),
  ),
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
export function viewTitle(view: ViewName): string {
  return (views[view] ? VIEW_TITLES[view] : undefined) ?? 'Connect Wallet'
}

export function ViewSwitch({ view }: { view: ViewName }) {
  const View = views[view] ?? Connect
  return <View />
}
