/** A browser's cookie handling, just enough for oidc-provider's interaction and session cookies. */
class CookieJar {
  readonly #cookies = new Map<string, string>()

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  store(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => /expires=.*1970/i.test(attribute))
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }
}

/** One sign-in at a devnet identity provider, followed the way a browser would (cookies, redirects). */
export interface IdentitySignIn {
  /** The sign-in page's URL and its HTML. */
  interactionUrl: URL
  page: string
  /** Presses a button of the page (`{ user: 'ada' }` or `{ cancel: '1' }`): answers the redirect back to the client. */
  choose(field: Record<string, string>): Promise<URL>
}

/**
 * Opens a provider's authorization URL without a browser, for tests of a client (the provider services, the
 * devnet's own tests): follows to the sign-in page; `choose` then answers where the provider sends the
 * person back (the client's redirect URI with `code` or `error`, and `state`).
 *
 * @example
 * const signIn = await driveIdentitySignIn(authorizationUrl)
 * const callback = await signIn.choose({ user: 'ada' }) // https://client.example/callback?code=…&state=…
 */
export async function driveIdentitySignIn(authorizationUrl: string): Promise<IdentitySignIn> {
  const jar = new CookieJar()
  const identityOrigin = new URL(authorizationUrl).origin
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    })
    jar.store(response)
    return response
  }
  const locationOf = (response: Response, base: string) => {
    const location = response.headers.get('location')
    if (![302, 303].includes(response.status) || !location)
      throw new Error(`Expected a redirect from ${base}, got HTTP ${response.status}`)
    return new URL(location, base)
  }
  const interactionUrl = locationOf(await go(authorizationUrl), authorizationUrl)
  const pageResponse = await go(interactionUrl.href)
  if (pageResponse.status !== 200) throw new Error(`The sign-in page answered HTTP ${pageResponse.status}`)
  return {
    interactionUrl,
    page: await pageResponse.text(),
    async choose(field) {
      const afterForm = await go(interactionUrl.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(field).toString(),
      })
      let location = locationOf(afterForm, interactionUrl.href)
      // oidc-provider's resume endpoint, then the client's redirect URI
      while (location.origin === identityOrigin) location = locationOf(await go(location.href), location.href)
      return location
    },
  }
}
