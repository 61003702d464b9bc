/**
 * An error's first line, for details shown to people: later lines of a transport's error may name the RPC
 * URL, which may carry an API key.
 *
 * @example
 * firstLine(new Error('1006: Abnormal Closure\nws://key@host')) // '1006: Abnormal Closure'
 */
export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!
}
