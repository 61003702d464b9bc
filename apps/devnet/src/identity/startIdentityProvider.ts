import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Provider from 'oidc-provider'
import { DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD, type DevnetIdentityClient } from './identityClient'
import {
  DEVNET_IDENTITY_PROVIDER_DEFINITIONS,
  type DevnetIdentityProviderDefinition,
  type DevnetIdentityProviderId,
  type DevnetIdentityProviderKind,
} from './identityProviderDefinitions'
import { DEVNET_IDENTITY_USERS } from './identityUsers'
import { answerInteraction } from './interactionRoutes'
import { answerOAuth2UserEndpoint } from './oauth2UserEndpoints'

/** Where the demo will serve the identity provider. */
export const DEVNET_IDENTITY_DEMO_PORT = 8551

export interface StartIdentityProviderParameters {
  /** 0 or omitted: a free port. */
  port?: number
  /** Registered on all six providers, as confidential clients (`client_secret_post`). */
  clients: DevnetIdentityClient[]
}

/** What a client needs to sign in with one devnet provider. */
export interface DevnetIdentityProvider {
  id: DevnetIdentityProviderId
  kind: DevnetIdentityProviderKind
  /** OIDC providers only: the ID token's `iss`; `${issuer}/.well-known/openid-configuration` describes it. */
  issuer?: string
  /** OIDC providers only: the keys the ID tokens are signed with (RS256). */
  jwksUrl?: string
  authorizationUrl: string
  tokenUrl: string
  /** OIDC: the userinfo endpoint; OAuth-2-only: the provider-shaped user endpoint (GitHub's `/user`, …). */
  userinfoUrl: string
  scopes: string[]
  /** The client secret goes in the token request's form body. */
  tokenEndpointAuthMethod: typeof DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD
}

export interface StartIdentityProviderReturnType {
  /** e.g. `http://127.0.0.1:8551`, without a trailing slash. */
  url: string
  providers: Record<DevnetIdentityProviderId, DevnetIdentityProvider>
  stop(): Promise<void>
}

interface MountedProvider {
  definition: DevnetIdentityProviderDefinition
  provider: Provider
  handle: (request: IncomingMessage, response: ServerResponse) => void
}

/**
 * Six social-login providers on one loopback server, for offline tests (never shipped): Google, Apple
 * and Facebook as OpenID Connect issuers (`/google`, …), GitHub, Discord and X as plain OAuth 2
 * (`/github`, …) whose user comes from their own user endpoint. Authorization code with PKCE (S256)
 * required; the sign-in page lists `DEVNET_IDENTITY_USERS`.
 *
 * @example
 * const idp = await startIdentityProvider({ clients: [{ clientId: 'latch', clientSecret: 's', redirectUris: [cb] }] })
 * idp.providers.google.authorizationUrl // 'http://127.0.0.1:40123/google/auth'
 * await idp.stop()
 */
export async function startIdentityProvider(
  params: StartIdentityProviderParameters,
): Promise<StartIdentityProviderReturnType> {
  const mounted = new Map<string, MountedProvider>()
  const server = createServer((request, response) => {
    route(mounted, request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      }
      response.end(error instanceof Error ? error.message : 'bad request')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // Loaded here, not with @latch/devnet: oidc-provider (and its Koa) is for the social login's world only.
  const { createOidcProvider } = await import('./createOidcProvider')
  // The issuers need the port, so the providers are made once the server listens.
  const providers = {} as Record<DevnetIdentityProviderId, DevnetIdentityProvider>
  for (const definition of DEVNET_IDENTITY_PROVIDER_DEFINITIONS) {
    const issuer = `${url}/${definition.id}`
    const provider = createOidcProvider({
      definition,
      issuer,
      clients: params.clients,
      users: DEVNET_IDENTITY_USERS,
    })
    mounted.set(definition.id, { definition, provider, handle: provider.callback() })
    const isOidc = definition.kind === 'oidc'
    providers[definition.id] = {
      id: definition.id,
      kind: definition.kind,
      ...(isOidc ? { issuer, jwksUrl: `${issuer}/jwks` } : {}),
      authorizationUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      userinfoUrl: `${issuer}${definition.userinfoPath}`,
      scopes: [...definition.scopes],
      tokenEndpointAuthMethod: DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD,
    }
  }

  return {
    url,
    providers,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function route(
  mounted: Map<string, MountedProvider>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const originalUrl = request.url ?? '/'
  const [, prefix = '', ...rest] = new URL(originalUrl, 'http://idp.invalid').pathname.split('/')
  const entry = mounted.get(prefix)
  if (!entry) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    return
  }
  const subpath = `/${rest.join('/')}`
  const context = {
    provider: entry.provider,
    definition: entry.definition,
    users: DEVNET_IDENTITY_USERS,
    request,
    response,
  }
  if (/^\/interaction\/[^/]+$/.test(subpath)) {
    await answerInteraction(context)
    return
  }
  if (entry.definition.kind === 'oauth2' && subpath === entry.definition.userinfoPath) {
    await answerOAuth2UserEndpoint(context)
    return
  }
  // oidc-provider's own routes (/auth, /token, /jwks, discovery, …) see the path without the prefix;
  // `originalUrl` is how it learns the prefix back when it builds its own URLs (as under Express).
  Object.assign(request, { originalUrl, url: originalUrl.slice(prefix.length + 1) || '/' })
  entry.handle(request, response)
}
