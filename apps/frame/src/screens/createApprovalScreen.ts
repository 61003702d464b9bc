import type { FrameLanguage } from '../i18n/createFrameLanguage'
import { phrase } from '../i18n/phrase'
import type { ApprovalRequest, AskApproval } from '../rpc/approvalQueue'
import { APPROVAL_DELAY_MS, type ApprovalGateState, createApprovalGate } from './createApprovalGate'
import { sayApproval } from './sayApproval'

export interface ApprovalScreen {
  ask: AskApproval
  /** Answers the screen showing, if any, as rejected: the page closed the modal it was shown in. */
  dismiss(): void
}

/** The page the screen speaks of: its verified origin, and its own name for itself as it last gave it. */
export interface ApprovalScreenSite {
  origin: string
  name(): string | undefined
}

export interface ApprovalScreenOptions {
  /** How long the screen must have been seen before Approve works (createApprovalGate's default: 750 ms). */
  delayMs?: number
}

/**
 * The frame's own approval screen for unsafe requests: what would be signed or sent, as text (every value
 * from the request goes in through `textContent`, never as HTML), the site named by its verified origin (its
 * own name apart, marked as its claim), and Reject / Approve. It holds against a hostile page:
 * - the request's details take the focus, never Approve, so an Enter meant for the page approves nothing;
 * - Approve is off until the frame has been seen whole, really visible, big enough and focused for the delay
 *   (createApprovalGate), counted anew for each request and after any blur, hidden tab, cover or fade, so a
 *   double-click or a second Enter cannot approve the request queued behind the one seen;
 * - a click that is not the person's (`!event.isTrusted`) or comes early is ignored.
 * Escape rejects. It speaks the frame's language (`lang` and `dir` on its root), and follows a change.
 *
 * @example
 * const screen = createApprovalScreen(main, { origin: hostOrigin, name: () => dappName }, createFrameLanguage())
 * const approved = await screen.ask({ action: 'signMessage', details: ['Hello'] })
 */
export function createApprovalScreen(
  root: HTMLElement,
  site: ApprovalScreenSite,
  language: FrameLanguage,
  options: ApprovalScreenOptions = {},
): ApprovalScreen {
  let showing: ((approved: boolean) => void) | undefined
  const ask = (request: ApprovalRequest) =>
    new Promise<boolean>((resolve) => {
      const section = document.createElement('section')
      section.setAttribute('aria-labelledby', 'approval-title')
      section.dataset.testid = 'frame-approval'
      const title = document.createElement('h1')
      title.id = 'approval-title'
      const sentence = paragraph('frame-approval-site')
      const claim = paragraph('frame-approval-claim')
      claim.className = 'claim'
      const details = document.createElement('pre')
      details.dataset.testid = 'frame-approval-details'
      details.tabIndex = 0
      const hint = paragraph('frame-approval-hint')
      hint.setAttribute('role', 'status')
      const actions = document.createElement('div')
      actions.className = 'actions'
      const reject = button('frame-reject')
      const approve = button('frame-approve')
      approve.className = 'primary'
      actions.append(reject, approve)
      // the whole frame's viewport, painted over the screen and taking no clicks: what the gate watches
      // (set through the CSSOM, which the frame's CSP allows, so it holds without the stylesheet too)
      const sight = document.createElement('div')
      sight.setAttribute('aria-hidden', 'true')
      Object.assign(sight.style, {
        position: 'fixed',
        inset: '0',
        pointerEvents: 'none',
        zIndex: '2147483647',
      })
      section.append(title, sentence, claim, details, hint, actions, sight)
      // the hint shows once the screen stayed unseen for a delay: not in the moment before the first sighting
      let hintShown = false
      let hintTimer: ReturnType<typeof setTimeout> | undefined
      const paintHint = () => {
        hint.textContent = hintShown ? language.current().say(phrase('approval.notVisible')) : ''
        hint.hidden = !hintShown
      }
      const showHint = (state: ApprovalGateState) => {
        clearTimeout(hintTimer)
        hintShown = false
        paintHint()
        if (state === 'not-visible')
          hintTimer = setTimeout(() => {
            hintShown = true
            paintHint()
          }, options.delayMs ?? APPROVAL_DELAY_MS)
      }
      const paint = () => {
        const { locale, dir, say } = language.current()
        const said = sayApproval(request, say, { origin: site.origin, name: site.name() })
        section.lang = locale
        section.dir = dir
        title.textContent = said.title
        sentence.textContent = said.sentence
        claim.textContent = said.claim ?? ''
        claim.hidden = said.claim === undefined
        details.setAttribute('aria-label', say(phrase('approval.details')))
        details.textContent = said.details.join('\n')
        paintHint()
        reject.textContent = say(phrase('approval.reject'))
        approve.textContent = say(phrase('approval.approve'))
      }
      paint()
      const stopFollowing = language.subscribe(paint)
      root.replaceChildren(section)
      const gate = createApprovalGate(sight, {
        delayMs: options.delayMs,
        // only what the state changes: the rest of the screen stays as drawn, under the person's pointer
        onChange: (state) => {
          section.dataset.approvalState = state
          approve.disabled = state !== 'open'
          showHint(state)
        },
      })

      // The page shows the frame (and gives it focus) only after the screen is drawn, while the frame was
      // hidden and nothing in it could take focus: the details take it when the frame gets it.
      const refocus = () => {
        if (!section.contains(document.activeElement)) details.focus()
      }
      const finish = (approved: boolean) => {
        showing = undefined
        gate.stop()
        clearTimeout(hintTimer)
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
      approve.addEventListener('click', (event) => {
        // only the person's own click, once the screen was seen for the delay
        if (event.isTrusted && gate.isOpen()) finish(true)
      })
      reject.addEventListener('click', () => finish(false))
      section.addEventListener('keydown', onKey)
      window.addEventListener('focus', refocus)
      details.focus()
    })
  return { ask, dismiss: () => showing?.(false) }
}

function button(testId: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.dataset.testid = testId
  return element
}

function paragraph(testId: string): HTMLParagraphElement {
  const element = document.createElement('p')
  element.dataset.testid = testId
  return element
}
