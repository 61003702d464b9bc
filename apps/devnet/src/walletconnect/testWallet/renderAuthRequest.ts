import { button, el } from './el'

/**
 * A one-click sign-in card (`wc_sessionAuthenticate`): who asks, the message the wallet would sign, and
 * Approve / Reject. The card removes itself once either is chosen.
 *
 * @example
 * list.append(renderAuthRequest({ dapp: 'Latch demo', message }, { approve: () => …, reject: () => … }))
 */
export function renderAuthRequest(
  request: { dapp: string; message: string },
  actions: { approve(): Promise<void>; reject(): Promise<void> },
): HTMLElement {
  const card = el(
    'section',
    { testid: 'testwallet-auth-request' },
    el('h2', {}, 'Connect and sign in'),
    el('p', {}, el('strong', { testid: 'testwallet-auth-request-name' }, request.dapp)),
    el('pre', { testid: 'testwallet-auth-request-message' }, request.message),
  )
  const act = (action: () => Promise<void>) => async () => {
    for (const node of card.querySelectorAll('button')) node.disabled = true
    await action()
    card.remove()
  }
  card.append(
    button('testwallet-auth-request-approve', 'Approve', act(actions.approve)),
    button('testwallet-auth-request-reject', 'Reject', act(actions.reject)),
  )
  return card
}
