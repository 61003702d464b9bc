import type { ViewName } from '@latch/core'
import type { Page } from '@playwright/test'

/**
 * Opens the demo's modal at `view` as `open(latch, { view })` does (the modal open, the router reset to
 * that view), for a view the demo has no way to: ConnectingWalletConnectBasic, which only pages with
 * `manualWalletConnect` or without adapters open, and the demo is neither. The Latch instance is read
 * from the props of the demo's `<LatchProvider latch={latch}>`, found through React's fiber tree.
 *
 * @example await openViewInDemo(page, 'ConnectingWalletConnectBasic')
 */
export async function openViewInDemo(page: Page, view: ViewName): Promise<void> {
  await page.evaluate((target) => {
    interface Fiber {
      child: Fiber | null
      sibling: Fiber | null
      memoizedProps: unknown
    }
    interface Router {
      view: string
      history: string[]
      data?: unknown
    }
    interface LatchStore {
      setState: (update: (state: { router: Router }) => { open: boolean; router: Router }) => void
    }
    const root = document.getElementById('root')
    if (!root) throw new Error('The demo has no #root')
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
    if (!key) throw new Error('The demo’s root is not rendered by React')
    const stack: Fiber[] = [(root as unknown as Record<string, Fiber>)[key]!]
    let store: LatchStore | undefined
    while (stack.length > 0 && !store) {
      const fiber = stack.pop()!
      const props = fiber.memoizedProps as { latch?: { store?: LatchStore } } | null
      store = props?.latch?.store
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
    if (!store) throw new Error('No <LatchProvider latch={…}> in the demo')
    store.setState((state) => ({
      open: true,
      router: { ...state.router, view: target, history: [], data: undefined },
    }))
  }, view)
}
