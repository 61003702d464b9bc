/** The part of the SDK's Core this reaches into: its Verify client's test switch. */
interface WithVerify {
  client: { core: { verify: object } }
}

/**
 * Turns WalletConnect's Verify off on a provider's Core. The SDK has no option for it: its own switch is
 * `process.env.IS_VITEST`, read once when the Core is built, and bundlers such as Vite replace
 * `process.env` with `{}` in pages (TESTBED.md). Verify's `register` checks `isDevEnv` on every
 * proposal, so setting it before the first pairing is enough. Without this, each proposal loads an
 * iframe from the vendor's verify host and waits up to 5 s for it.
 *
 * @example disableVerify(await UniversalProvider.init(options))
 */
export function disableVerify(provider: WithVerify): void {
  Reflect.set(provider.client.core.verify, 'isDevEnv', true)
}
