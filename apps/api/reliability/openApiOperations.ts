/** A JSON Schema node of the OpenAPI document, as far as the fuzzer reads it. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  example?: unknown
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** One parameter of an operation. */
export interface OperationParameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

/** One operation (method and path template) of the document, with its inputs resolved. */
export interface ApiOperation {
  /** `GET /v1/identity/{address}` */
  name: string
  method: string
  path: string
  parameters: OperationParameter[]
  /** The JSON body's schema, `$ref`s resolved at the top. */
  body?: JsonSchema
  /** `components.schemas`, to resolve nested `$ref`s. */
  schemas: Record<string, JsonSchema>
  /** Statuses the document answers on this path as an HTML page rather than JSON (the emailed links' pages). */
  htmlStatuses: number[]
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: OperationParameter['in']; required?: boolean; schema?: JsonSchema }[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
        responses?: Record<string, { content?: Record<string, unknown> }>
      }
    >
  >
  components?: { schemas?: Record<string, JsonSchema> }
}

/**
 * Follows a `#/components/schemas/…` reference (one level; call again for nested ones).
 *
 * @example
 * resolveSchema({ $ref: '#/components/schemas/AnalyticsEvent' }, schemas) // { type: 'object', … }
 */
export function resolveSchema(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema
  const resolved = schemas[schema.$ref.replace('#/components/schemas/', '')]
  if (!resolved) throw new Error(`the OpenAPI document has no schema ${schema.$ref}`)
  return resolved
}

/**
 * Every operation of an OpenAPI 3 document, in document order: what the fuzzer builds requests from.
 *
 * @example
 * const operations = readOperations(await (await app.request('/openapi.json')).json())
 */
export function readOperations(document: unknown): ApiOperation[] {
  const { paths, components } = document as OpenApiDocument
  const schemas = components?.schemas ?? {}
  return Object.entries(paths).flatMap(([path, methods]) => {
    // The fuzzer sends an operation's request with another method too: a path whose page (GET) and
    // button (POST) both answer HTML declares its HTML statuses across both.
    const htmlStatuses = [
      ...new Set(
        Object.values(methods).flatMap((operation) =>
          Object.entries(operation.responses ?? {})
            .filter(([, response]) => response.content?.['text/html'])
            .map(([status]) => Number(status)),
        ),
      ),
    ]
    return Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? parameter.in === 'path',
          schema: parameter.schema ?? { type: 'string' },
        })),
        ...(body ? { body: resolveSchema(body, schemas) } : {}),
        schemas,
        htmlStatuses,
      }
    })
  })
}
