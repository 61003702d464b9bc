// Test support only: the person at the frame's own screens, who reads each code from their mailbox.
import type { AccountPrompts, CodePurpose } from '../accountPrompts'

/** What the person was asked, in order: each code's purpose and address, and each new-address prompt. */
export type AskedPrompt =
  | { code: CodePurpose; email: string; error?: string }
  | { newEmail: string; error?: string }

/**
 * Prompts answered as a person with a mailbox would: a code from the next mail to the address it names
 * (`waitForMail`), and `newEmail` for the new address; `asked` records every prompt and `done` counts
 * the screens closed.
 *
 * @example const prompts = mailPrompts((to) => sink.waitForMessage({ to }), { newEmail: 'new@example.com' })
 */
export function mailPrompts(
  waitForMail: (to: string) => Promise<{ text: string }>,
  options: { newEmail?: string; codes?: string[] } = {},
) {
  const asked: AskedPrompt[] = []
  let closed = 0
  const typed = [...(options.codes ?? [])]
  const prompts: AccountPrompts = {
    async code(request) {
      asked.push({
        code: request.purpose,
        email: request.email,
        ...(request.error ? { error: request.error } : {}),
      })
      const wrong = typed.shift()
      if (wrong) return wrong
      const { text } = await waitForMail(request.email)
      return text.split('\n').find((line) => /^[0-9]{6}$/.test(line))!
    },
    async newEmail(request) {
      asked.push({ newEmail: request.current, ...(request.error ? { error: request.error } : {}) })
      if (!options.newEmail) throw new Error('mailPrompts: no new address to type')
      return options.newEmail
    },
    done: () => {
      closed += 1
    },
  }
  return { prompts, asked, closed: () => closed }
}
