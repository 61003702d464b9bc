import { describe, expect, it } from 'vitest'
import type { RouterState } from '../types/view'
import { planSwitchFailure } from './planSwitchFailure'

const router = (view: RouterState['view'], data?: RouterState['data']): RouterState => ({
  view,
  data,
  history: ['Account', 'Networks'],
  transactionStack: [],
})

describe('planSwitchFailure: a failed switch goes back only from the view the switch pushed', () => {
  it('from SwitchNetwork showing that network: back to Networks', () => {
    const { router: next } = planSwitchFailure(
      router('SwitchNetwork', { caipNetworkId: 'eip155:31338' }),
      'eip155:31338',
      {
        isConnected: true,
      },
    )
    expect(next).toMatchObject({ view: 'Networks', history: ['Account'] })
  })

  it('from SwitchActiveChain showing that network: back too', () => {
    const { router: next } = planSwitchFailure(
      router('SwitchActiveChain', { caipNetworkId: 'eip155:31338' }),
      'eip155:31338',
      { isConnected: true },
    )
    expect(next.view).toBe('Networks')
  })

  it('a host-started switch while the person is on Send: the form stays', () => {
    const send = router('WalletSend')
    expect(planSwitchFailure(send, 'eip155:31338', { isConnected: true }).router).toBe(send)
  })

  it("a switch view showing another network's switch stays", () => {
    const other = router('SwitchNetwork', { caipNetworkId: 'eip155:1' })
    expect(planSwitchFailure(other, 'eip155:31338', { isConnected: true }).router).toBe(other)
  })
})
