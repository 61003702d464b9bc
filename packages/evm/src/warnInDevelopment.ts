/**
 * Tells the host's developer about something Latch ignored on purpose (a `console.warn` in
 * development builds only); production pages stay quiet. `process.env.NODE_ENV` is the one flag every
 * bundler replaces in the host's build (Vite in dev and build, webpack, esbuild) and Node has at run time;
 * `import.meta.env.DEV` would be frozen when Latch itself is built. A page loaded with no bundler and no
 * `process` counts as production. Written as one condition so that a production build drops the call and
 * its message.
 *
 * @example warnInDevelopment("Latch: a second wallet announced rdns 'io.metamask'; the first one is kept.")
 */
export function warnInDevelopment(message: string): void {
  if (typeof process !== 'undefined' && process.env && process.env.NODE_ENV !== 'production')
    console.warn(message)
}
