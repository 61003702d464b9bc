import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { DevnetIdentityProviderDefinition } from './identityProviderDefinitions'
import type { DevnetIdentityUser } from './identityUsers'
import { renderSignInPage } from './renderSignInPage'

export interface AnswerInteractionParameters {
  provider: Provider
  definition: DevnetIdentityProviderDefinition
  users: readonly DevnetIdentityUser[]
  request: IncomingMessage
  response: ServerResponse
}

/**
 * `GET …/interaction/:uid` shows the sign-in page; `POST` it with `user=<key>` (login and consent at
 * once: every requested scope granted) or `cancel` (the client gets `error=access_denied`).
 * oidc-provider then redirects back to its authorize resume endpoint, which answers the client.
 */
export async function answerInteraction(params: AnswerInteractionParameters): Promise<void> {
  const { provider, request, response } = params
  // Throws when the interaction cookie is missing or expired: the caller answers 400.
  const details = await provider.interactionDetails(request, response)
  const clientId = String(details.params.client_id)
  const scope = String(details.params.scope ?? '')
  if (request.method === 'GET' || request.method === 'HEAD') {
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        // No script can run. No form-action: browsers apply it to the redirects after the post too,
        // and those end at the client's redirect URI, on another origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      })
      .end(
        renderSignInPage({
          providerName: params.definition.displayName,
          clientId,
          scopes: scope.split(' ').filter(Boolean),
          users: params.users,
          action: new URL(request.url ?? '/', 'http://idp.invalid').pathname,
        }),
      )
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, HEAD, POST' }).end()
    return
  }
  const form = new URLSearchParams(await readBody(request))
  const user = params.users.find((candidate) => candidate.key === form.get('user'))
  if (form.has('cancel') || !user) {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    )
    return
  }
  const accountId = params.definition.accountIdOf(user)
  const grant = new provider.Grant({ accountId, clientId })
  grant.addOIDCScope(scope)
  if (details.params.claims) {
    // A client's `claims` request parameter: grant whatever it names too.
    const requested = JSON.parse(String(details.params.claims)) as Record<string, Record<string, unknown>>
    grant.addOIDCClaims(Object.values(requested).flatMap((claims) => Object.keys(claims ?? {})))
  }
  const grantId = await grant.save()
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  )
}

const MAX_FORM_BYTES = 16 * 1024

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
