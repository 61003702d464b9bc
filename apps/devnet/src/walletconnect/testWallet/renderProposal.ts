import type { WalletKitTypes } from '@reown/walletkit'
import { button, el, safeIcon } from './el'

/**
 * A proposal card: the dApp's metadata (as text; the icon only from http(s) or data:), the chains and
 * methods it asks for, and Approve / Reject. The card removes itself once either is chosen.
 *
 * @example
 * list.append(renderProposal(proposal, { approve: () => …, reject: () => … }))
 */
export function renderProposal(
  proposal: WalletKitTypes.SessionProposal,
  actions: { approve(): Promise<void>; reject(): Promise<void> },
): HTMLElement {
  const { metadata } = proposal.params.proposer
  const namespaces = [
    ...Object.entries(proposal.params.requiredNamespaces).map((entry) => ['required', ...entry] as const),
    ...Object.entries(proposal.params.optionalNamespaces ?? {}).map(
      (entry) => ['optional', ...entry] as const,
    ),
  ]
  const asked = namespaces.map(([kind, key, namespace]) =>
    el(
      'li',
      { testid: 'testwallet-proposal-namespace' },
      `${kind} ${key}: chains ${(namespace.chains ?? [key]).join(', ')}; methods ${namespace.methods.join(', ') || 'none'}`,
    ),
  )
  const icon = safeIcon(metadata.icons[0], 'testwallet-proposal-icon')
  const card = el(
    'section',
    { testid: 'testwallet-proposal' },
    el('h2', {}, 'Connection request'),
    el('p', {}, ...(icon ? [icon] : []), el('strong', { testid: 'testwallet-proposal-name' }, metadata.name)),
    el('p', { testid: 'testwallet-proposal-url' }, metadata.url),
    el('p', { testid: 'testwallet-proposal-description' }, metadata.description),
    el('ul', { testid: 'testwallet-proposal-namespaces' }, ...asked),
  )
  const act = (action: () => Promise<void>) => async () => {
    for (const node of card.querySelectorAll('button')) node.disabled = true
    await action()
    card.remove()
  }
  card.append(
    button('testwallet-proposal-approve', 'Approve', act(actions.approve)),
    button('testwallet-proposal-reject', 'Reject', act(actions.reject)),
  )
  return card
}
