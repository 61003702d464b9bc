import type { FrameLanguage } from '../i18n/createFrameLanguage'
import { phrase } from '../i18n/phrase'
import { type AccountPrompts, type CodePurpose, promptCancelled } from '../wallet/accountPrompts'
import { screenButton, screenSection, screenText } from './screenParts'

/** The frame's own screen that asks the person for a code or an address (`AccountPrompts`). */
export interface PromptScreen extends AccountPrompts {
  /** Cancels what it asks, if anything: the page closed its modal. */
  dismiss(): void
}

/** Each code's title and sentence, and the email change's step names (the spec's update-email actions). */
const CODE_WORDS = {
  recovery: { title: 'code.recovery.title', asks: 'code.recovery.asks', step: 'RECOVERY' },
  emailCurrent: {
    title: 'code.emailCurrent.title',
    asks: 'code.emailCurrent.asks',
    step: 'VERIFY_PRIMARY_OTP',
  },
  emailNew: {
    title: 'code.emailNew.title',
    asks: 'code.emailNew.asks',
    step: 'VERIFY_SECONDARY_OTP',
  },
} as const satisfies Record<CodePurpose, unknown>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The frame's own screen for what the services mail or need: the code of a recovery or of each step of
 * an email change, and the new address. The page never sees it, types into it or reads it; it only
 * places the frame. Each ask draws a form in `root` (the frame's words in its language, the address and
 * the services' refusal as data), takes the focus, and resolves on Continue; Cancel or Escape rejects
 * (`promptCancelled`); `onShow`/`onDone` let the frame tell the page to show it (a recovery during a
 * login) and that it is done.
 *
 * @example
 * const prompts = createPromptScreen(root, language)
 * const otp = await prompts.code({ purpose: 'recovery', email: 'a@example.com' })
 */
export function createPromptScreen(
  root: HTMLElement,
  language: FrameLanguage,
  hooks: { onShow?: () => void; onDone?: () => void } = {},
): PromptScreen {
  let cancel: (() => void) | undefined
  let shown = false

  const ask = (
    draw: (form: HTMLFormElement) => {
      input: HTMLInputElement
      check: (value: string) => string | undefined
    },
    error?: string,
  ) =>
    new Promise<string>((resolve, reject) => {
      cancel?.()
      const form = document.createElement('form')
      form.noValidate = true
      const { input, check } = draw(form)
      const problem = screenText('frame-prompt-error', { role: 'alert' })
      if (error) problem.textContent = error
      const actions = document.createElement('div')
      actions.className = 'actions'
      const back = screenButton('frame-prompt-cancel')
      const next = screenButton('frame-prompt-submit', { primary: true })
      next.type = 'submit'
      actions.append(back, next)
      form.append(problem, actions)
      const paint = () => {
        const { say } = language.current()
        back.textContent = say(phrase('account.cancel'))
        next.textContent = say(phrase('account.continue'))
      }
      paint()
      const stopFollowing = language.subscribe(paint)
      const finish = () => {
        cancel = undefined
        stopFollowing()
        form.removeEventListener('keydown', onKey)
      }
      cancel = () => {
        finish()
        reject(promptCancelled())
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') cancel?.()
      }
      back.addEventListener('click', () => cancel?.())
      form.addEventListener('keydown', onKey)
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        const value = input.value.trim()
        const wrong = check(value)
        if (wrong) {
          problem.textContent = wrong
          input.setAttribute('aria-invalid', 'true')
          input.focus()
          return
        }
        next.disabled = true
        next.textContent = language.current().say(phrase('account.pleaseWait'))
        finish()
        resolve(value)
      })
      root.replaceChildren(form)
      if (!shown) {
        shown = true
        hooks.onShow?.()
      }
      input.focus()
    })

  const field = (form: HTMLFormElement, testId: string, label: string, input: HTMLInputElement) => {
    const caption = document.createElement('label')
    caption.textContent = label
    input.id = `${testId}-input`
    input.dataset.testid = testId
    caption.htmlFor = input.id
    form.append(caption, input)
  }

  return {
    code: ({ purpose, email, error }) =>
      ask((form) => {
        const words = CODE_WORDS[purpose]
        const { say } = language.current()
        const { section, title } = screenSection('frame-code', 'frame-code-title')
        section.dataset.step = words.step
        title.textContent = say(phrase(words.title))
        const sentence = screenText('frame-code-sentence')
        sentence.textContent = say(phrase(words.asks, { email }))
        section.append(sentence)
        form.append(section)
        const input = document.createElement('input')
        input.inputMode = 'numeric'
        input.autocomplete = 'one-time-code'
        input.maxLength = 6
        field(form, 'frame-code-input', say(phrase('code.label')), input)
        return { input, check: (value) => (/^\d{6}$/.test(value) ? undefined : say(phrase('code.digits'))) }
      }, error),
    newEmail: ({ current, error }) =>
      ask((form) => {
        const { say } = language.current()
        const { section, title } = screenSection('frame-email', 'frame-email-title')
        title.textContent = say(phrase('emailChange.title'))
        const sentence = screenText('frame-email-sentence')
        sentence.textContent = say(phrase('emailChange.asks', { email: current }))
        section.append(sentence)
        form.append(section)
        const input = document.createElement('input')
        input.type = 'email'
        input.autocomplete = 'email'
        input.maxLength = 254
        field(form, 'frame-email-input', say(phrase('emailChange.label')), input)
        return {
          input,
          check: (value) => (EMAIL.test(value) ? undefined : say(phrase('emailChange.invalid'))),
        }
      }, error),
    done() {
      cancel = undefined
      root.replaceChildren()
      if (shown) {
        shown = false
        hooks.onDone?.()
      }
    },
    dismiss: () => cancel?.(),
  }
}
