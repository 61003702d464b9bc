// Format characters (Cf: bidi overrides and isolates, zero-width marks), controls other than line breaks and
// tabs, private-use characters and line or paragraph separators: each can hide or reorder what follows it.
const UNSEEN = /[\p{Cf}\p{Co}\p{Zl}\p{Zp}]|(?![\n\t])\p{Cc}/gu

/**
 * Text from a request made safe to show as it is: every character a person could not see, or that would
 * reorder the text around it (U+202E RIGHT-TO-LEFT OVERRIDE…), written as its code, `\u{202E}`, so the screen
 * shows what is signed without being able to disguise it.
 *
 * @example escapeUnseen('pay\u202Eevil') // 'pay\\u{202E}evil'
 */
export function escapeUnseen(text: string): string {
  return text.replace(UNSEEN, (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`)
}
