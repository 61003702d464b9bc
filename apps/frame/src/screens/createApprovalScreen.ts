import type { ApprovalRequest, AskApproval } from '../rpc/approvalQueue'

export interface ApprovalScreen {
  ask: AskApproval
  /** Answers the screen showing, if any, as rejected: the page closed the modal it was shown in. */
  dismiss(): void
}

/**
 * The frame's own approval screen for unsafe requests: what would be signed or sent, as text (every
 * value from the request goes in through `textContent`, never as HTML), and Approve / Reject buttons.
 * Approve takes the focus; Escape rejects. The page shows the frame while it is open (OPEN_APPROVAL).
 *
 * @example
 * const screen = createApprovalScreen(document.querySelector('main')!, () => dappName)
 * const approved = await screen.ask({ method: 'Sign a message', details: ['Hello'] })
 */
export function createApprovalScreen(root: HTMLElement, dappName: () => string | undefined): ApprovalScreen {
  let showing: ((approved: boolean) => void) | undefined
  const ask = (request: ApprovalRequest) =>
    new Promise<boolean>((resolve) => {
      const section = document.createElement('section')
      section.setAttribute('aria-labelledby', 'approval-title')
      section.dataset.testid = 'frame-approval'
      const title = document.createElement('h1')
      title.id = 'approval-title'
      title.textContent = request.method
      const from = document.createElement('p')
      from.textContent = `${dappName() ?? 'This site'} asks your embedded wallet to ${request.method.toLowerCase()}.`
      const details = document.createElement('pre')
      details.dataset.testid = 'frame-approval-details'
      details.tabIndex = 0
      details.setAttribute('aria-label', 'Request details')
      details.textContent = request.details.join('\n')
      const actions = document.createElement('div')
      actions.className = 'actions'
      const reject = button('Reject', 'frame-reject')
      const approve = button('Approve', 'frame-approve')
      approve.className = 'primary'
      actions.append(reject, approve)
      section.append(title, from, details, actions)

      // The page shows the frame (and gives it focus) only after the screen is drawn, while the frame was
      // hidden and nothing in it could take focus: Approve takes it when the frame gets it.
      const refocus = () => {
        if (!section.contains(document.activeElement)) approve.focus()
      }
      const finish = (approved: boolean) => {
        showing = undefined
        window.removeEventListener('focus', refocus)
        section.removeEventListener('keydown', onKey)
        section.remove()
        resolve(approved)
      }
      showing = finish
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') finish(false)
      }
      approve.addEventListener('click', () => finish(true))
      reject.addEventListener('click', () => finish(false))
      section.addEventListener('keydown', onKey)
      root.replaceChildren(section)
      window.addEventListener('focus', refocus)
      approve.focus()
    })
  return { ask, dismiss: () => showing?.(false) }
}

function button(label: string, testId: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.dataset.testid = testId
  return element
}
