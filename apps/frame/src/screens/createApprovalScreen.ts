import type { FrameLanguage } from '../i18n/createFrameLanguage'
import { phrase } from '../i18n/phrase'
import type { ApprovalRequest, AskApproval } from '../rpc/approvalQueue'
import { sayApproval } from './sayApproval'

export interface ApprovalScreen {
  ask: AskApproval
  /** Answers the screen showing, if any, as rejected: the page closed the modal it was shown in. */
  dismiss(): void
}

/**
 * The frame's own approval screen for unsafe requests: what would be signed or sent, as text (every
 * value from the request goes in through `textContent`, never as HTML), and Approve / Reject buttons.
 * Approve takes the focus; Escape rejects. The page shows the frame while it is open (OPEN_APPROVAL).
 * It speaks the frame's language (`lang` and `dir` on its root), and follows a change while it shows.
 *
 * @example
 * const screen = createApprovalScreen(document.querySelector('main')!, () => dappName, createFrameLanguage())
 * const approved = await screen.ask({ action: 'signMessage', details: ['Hello'] })
 */
export function createApprovalScreen(
  root: HTMLElement,
  dappName: () => string | undefined,
  language: FrameLanguage,
): ApprovalScreen {
  let showing: ((approved: boolean) => void) | undefined
  const ask = (request: ApprovalRequest) =>
    new Promise<boolean>((resolve) => {
      const section = document.createElement('section')
      section.setAttribute('aria-labelledby', 'approval-title')
      section.dataset.testid = 'frame-approval'
      const title = document.createElement('h1')
      title.id = 'approval-title'
      const from = document.createElement('p')
      const details = document.createElement('pre')
      details.dataset.testid = 'frame-approval-details'
      details.tabIndex = 0
      const actions = document.createElement('div')
      actions.className = 'actions'
      const reject = button('frame-reject')
      const approve = button('frame-approve')
      approve.className = 'primary'
      actions.append(reject, approve)
      section.append(title, from, details, actions)
      const paint = () => {
        const { locale, dir, say } = language.current()
        const said = sayApproval(request, say, dappName())
        section.lang = locale
        section.dir = dir
        title.textContent = said.title
        from.textContent = said.sentence
        details.setAttribute('aria-label', say(phrase('approval.details')))
        details.textContent = said.details.join('\n')
        reject.textContent = say(phrase('approval.reject'))
        approve.textContent = say(phrase('approval.approve'))
      }
      paint()
      const stopFollowing = language.subscribe(paint)

      // The page shows the frame (and gives it focus) only after the screen is drawn, while the frame was
      // hidden and nothing in it could take focus: Approve takes it when the frame gets it.
      const refocus = () => {
        if (!section.contains(document.activeElement)) approve.focus()
      }
      const finish = (approved: boolean) => {
        showing = undefined
        stopFollowing()
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

function button(testId: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.dataset.testid = testId
  return element
}
