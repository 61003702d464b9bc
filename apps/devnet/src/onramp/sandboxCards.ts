/** What the sandbox does with a test card. */
export type SandboxCardOutcome = 'approved' | 'declined'

/**
 * The sandbox's test cards, as card networks publish them for testing: never real cards. Any other
 * number is refused as unknown.
 *
 * @example
 * SANDBOX_TEST_CARDS['4242424242424242'] // 'approved'
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
}

/**
 * A card number as typed (spaces and dashes allowed) to its outcome; `undefined` for an unknown card.
 *
 * @example
 * toCardOutcome('4000 0000 0000 0002') // 'declined'
 */
export function toCardOutcome(typed: string): SandboxCardOutcome | undefined {
  return SANDBOX_TEST_CARDS[typed.replace(/[\s-]/g, '')]
}
