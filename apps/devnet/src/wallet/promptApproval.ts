import { DEV_WALLET_NAME } from './announceDevWallet'
import { DEV_WALLET_ICON } from './devWalletIcon'
import type { ApprovalRequest } from './types'
import { getWalletUiRoot, raiseWalletUi } from './walletUiRoot'

const KIND_TITLES: Record<ApprovalRequest['kind'], string> = {
  connect: 'Connection request',
  sign: 'Signature request',
  transaction: 'Transaction request',
  addChain: 'Add network request',
  switchChain: 'Switch network request',
}

/** Prompts wait their turn, one at a time, like an extension's popup. */
const queues = new WeakMap<Document, Promise<unknown>>()

/**
 * Shows the wallet's own prompt (top-right, above any modal) and resolves true on Approve,
 * false on Reject or Escape. Request data is shown with textContent only.
 *
 * @example
 * const wallet = createDevWallet({ chains, privateKey, approve: (request) => promptApproval(request) })
 */
export function promptApproval(
  request: ApprovalRequest,
  options: { document?: Document } = {},
): Promise<boolean> {
  const doc = options.document ?? document
  const turn = (queues.get(doc) ?? Promise.resolve()).then(() => showPrompt(doc, request))
  queues.set(
    doc,
    turn.catch(() => undefined),
  )
  return turn
}

function showPrompt(doc: Document, request: ApprovalRequest): Promise<boolean> {
  const root = getWalletUiRoot(doc)
  raiseWalletUi(doc)
  const element = (tag: string, className: string, text?: string) => {
    const node = doc.createElement(tag)
    node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }

  const prompt = element('section', 'panel prompt')
  prompt.dataset.testid = 'devwallet-prompt'
  prompt.setAttribute('role', 'dialog')
  prompt.setAttribute('aria-labelledby', 'devwallet-prompt-title')
  prompt.setAttribute('aria-describedby', 'devwallet-prompt-summary')

  const header = element('h2', 'header')
  header.id = 'devwallet-prompt-title'
  const icon = doc.createElement('img')
  icon.src = DEV_WALLET_ICON
  icon.alt = ''
  header.append(icon, doc.createTextNode(DEV_WALLET_NAME))

  const kind = element('p', 'kind', KIND_TITLES[request.kind])
  const origin = element('p', 'origin', request.origin)
  origin.dataset.testid = 'devwallet-prompt-origin'
  const summary = element('p', 'summary', request.summary)
  summary.id = 'devwallet-prompt-summary'
  summary.dataset.testid = 'devwallet-prompt-summary'

  const reject = element('button', 'reject', 'Reject')
  reject.dataset.testid = 'devwallet-reject'
  reject.setAttribute(
    'aria-label',
    `Reject ${KIND_TITLES[request.kind].toLowerCase()} from ${request.origin}`,
  )
  const approve = element('button', 'approve', 'Approve')
  approve.dataset.testid = 'devwallet-approve'
  approve.setAttribute(
    'aria-label',
    `Approve ${KIND_TITLES[request.kind].toLowerCase()} from ${request.origin}`,
  )
  for (const button of [reject, approve]) button.setAttribute('type', 'button')
  const actions = element('div', 'actions')
  actions.append(reject, approve)

  prompt.append(header, kind, origin, summary, actions)
  root.append(prompt)

  return new Promise((resolve) => {
    const settle = (approved: boolean) => {
      prompt.remove()
      resolve(approved)
    }
    approve.addEventListener('click', () => settle(true))
    reject.addEventListener('click', () => settle(false))
    prompt.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape') settle(false)
    })
  })
}
