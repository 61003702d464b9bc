import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { type ApiNotConfiguredError, NameSuggestionsError } from './errors'
import { apiRequest } from './request'
import { requireApi } from './requireApi'

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface GetNameSuggestionsParameters {
  /** What the person typed. */
  name: string
}

export type GetNameSuggestionsReturnType = NameSuggestion[]

/**
 * What `getNameSuggestions` rejects with: an empty name, no `api` config, or `NameSuggestionsError`
 * for a failed call (the request's error as its cause).
 */
export type GetNameSuggestionsErrorType = InvalidInputError | ApiNotConfiguredError | NameSuggestionsError

const suggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

/**
 * GET /v1/profile/suggestions/{name}: names like the one typed, each saying whether it is taken.
 * A failure throws `NameSuggestionsError` ('Error fetching name suggestions') with the cause;
 * `ApiNotConfiguredError` without `api` config.
 *
 * @example const suggestions = await getNameSuggestions(latch, { name: 'alice' })
 */
export async function getNameSuggestions(
  latch: Latch,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  const api = requireApi(latch, 'getNameSuggestions')
  const name = parameters?.name
  if (typeof name !== 'string' || !name) throw new InvalidInputError('name', 'a name is required')
  try {
    const { suggestions } = await apiRequest(api, {
      path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
      schema: suggestionsSchema,
    })
    return suggestions
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
}
