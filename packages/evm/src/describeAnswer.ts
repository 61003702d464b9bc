/**
 * Renders an untrusted wallet answer for an error's details: JSON, cut to 120 characters.
 *
 * @example
 * describeAnswer({ nope: true }) // '{"nope":true}'
 */
export function describeAnswer(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = Object.prototype.toString.call(value)
  }
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}
