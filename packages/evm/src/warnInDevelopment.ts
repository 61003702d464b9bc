/**
 * Whether this is a development build. `process.env.NODE_ENV` is the one flag every bundler
 * replaces in the host's build (Vite in dev and build, webpack, esbuild) and Node has at run time;
 * `import.meta.env.DEV` would be frozen when Latch itself is built. A page loaded with no bundler
 * and no `process` counts as production.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}

/**
 * Tells the host's developer about something Latch ignored on purpose (a `console.warn` in
 * development builds only); production pages stay quiet.
 *
 * @example warnInDevelopment("Latch: a second wallet announced rdns 'io.metamask'; the first one is kept.")
 */
export function warnInDevelopment(message: string): void {
  if (isDevelopment()) console.warn(message)
}
