declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the api-postgres project's globalSetup: the admin URL of the test PostgreSQL server. */
    latchPostgresUrl?: string
    /** Set by the browser project's globalSetup: a provider service with the shipped wallet registry. */
    latchListingApi?: { baseUrl: string; projectId: string }
  }
}

export {}
