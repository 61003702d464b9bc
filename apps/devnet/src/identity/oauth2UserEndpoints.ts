import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { DevnetIdentityProviderDefinition } from './identityProviderDefinitions'
import type { DevnetIdentityUser } from './identityUsers'

export interface AnswerOAuth2UserEndpointParameters {
  provider: Provider
  definition: DevnetIdentityProviderDefinition
  users: readonly DevnetIdentityUser[]
  request: IncomingMessage
  response: ServerResponse
}

/**
 * The OAuth-2-only providers' "who is this" endpoints, shaped like the real ones:
 * GitHub `GET /user`, Discord `GET /users/@me`, X `GET /2/users/me`, Facebook's Graph `GET /me`. The bearer token must be an
 * unexpired access token this provider's oidc-provider instance issued; else 401.
 */
export async function answerOAuth2UserEndpoint(params: AnswerOAuth2UserEndpointParameters): Promise<void> {
  const { request, response, definition } = params
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  const accessToken = token ? await params.provider.AccessToken.find(token) : undefined
  const user =
    accessToken && !accessToken.isExpired
      ? params.users.find((candidate) => definition.accountIdOf(candidate) === accessToken.accountId)
      : undefined
  if (!accessToken || !user) {
    response
      .writeHead(401, {
        'content-type': 'application/json',
        'www-authenticate': 'Bearer error="invalid_token"',
      })
      .end(JSON.stringify({ message: 'Bad credentials' }))
    return
  }
  const scopes = new Set(String(accessToken.scope ?? '').split(' '))
  response
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(userBody(definition, user, scopes)))
}

function userBody(
  definition: DevnetIdentityProviderDefinition,
  user: DevnetIdentityUser,
  scopes: Set<string>,
) {
  switch (definition.id) {
    case 'github':
      return { id: user.github.id, login: user.github.login, name: user.name, email: user.email }
    case 'discord':
      return {
        id: user.discord.id,
        username: user.discord.username,
        // Discord's migrated accounts all have "0": the legacy `name#1234` tag is gone.
        discriminator: '0',
        global_name: user.name,
        // As on Discord, the email and its verified flag come only with the `email` scope.
        ...(scopes.has('email') ? { email: user.email, verified: user.emailVerified } : {}),
      }
    case 'x':
      return { data: { id: user.x.id, name: user.name, username: user.x.username } }
    case 'facebook':
      return {
        id: user.oidcSubjects.facebook,
        name: user.name,
        // the Graph API gives an email only with the scope, and only once the person confirmed it
        ...(scopes.has('email') && user.emailVerified ? { email: user.email } : {}),
      }
    default:
      throw new Error(`${definition.id} has no OAuth-2 user endpoint`)
  }
}
