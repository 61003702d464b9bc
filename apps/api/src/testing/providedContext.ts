declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the api-postgres project's globalSetup: the admin URL of the test PostgreSQL server. */
    latchPostgresUrl?: string
  }
}

export {}
