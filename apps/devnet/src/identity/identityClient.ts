/** A client registered on every devnet provider (the provider services, in the local world). */
export interface DevnetIdentityClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

/** How clients authenticate at every devnet token endpoint (the secret in the form body). */
export const DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD = 'client_secret_post'
