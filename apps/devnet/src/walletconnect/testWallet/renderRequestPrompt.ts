import { button, el } from './el'

/** What a session request prompt shows. */
export interface RequestPrompt {
  /** The dApp's name, from the session's peer metadata. */
  dapp: string
  method: string
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** One line, e.g. 'Sign message: hello' or 'Send 0.1 ETH to 0x7099…'. */
  summary: string
  params: unknown
}

/**
 * Shows a session request with Approve / Reject in `list` and resolves true when approved; the card goes
 * away once answered. Everything from the dApp is shown as text.
 *
 * @example
 * if (!(await renderRequestPrompt(requests, prompt))) throw userRejectedError()
 */
export function renderRequestPrompt(list: HTMLElement, prompt: RequestPrompt): Promise<boolean> {
  return new Promise((resolve) => {
    const card = el(
      'section',
      { testid: 'testwallet-request' },
      el('h2', { testid: 'testwallet-request-method' }, prompt.method),
      el('p', { testid: 'testwallet-request-dapp' }, prompt.dapp),
      el('p', { testid: 'testwallet-request-chain' }, prompt.chainId),
      el('p', { testid: 'testwallet-request-summary' }, prompt.summary),
      el('pre', { testid: 'testwallet-request-params' }, JSON.stringify(prompt.params, null, 2)),
    )
    const answer = (approved: boolean) => () => {
      card.remove()
      resolve(approved)
    }
    card.append(
      button('testwallet-request-approve', 'Approve', answer(true)),
      button('testwallet-request-reject', 'Reject', answer(false)),
    )
    list.append(card)
  })
}
