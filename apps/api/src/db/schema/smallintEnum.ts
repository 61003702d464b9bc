import { customType } from 'drizzle-orm/pg-core'

/**
 * A column of a few named values stored as their position in `values` (a `smallint`, 2 bytes, where
 * the name as text takes 7 to 10 with its length byte): the code reads and writes the names.
 *
 * @example
 * const status = smallintEnum('status', ['confirmed', 'failed']) // 'confirmed' is stored as 0
 */
export function smallintEnum<const Values extends readonly [string, ...string[]]>(
  name: string,
  values: Values,
) {
  return customType<{ data: Values[number]; driverData: number }>({
    dataType: () => 'smallint',
    toDriver: (value) => {
      const code = values.indexOf(value)
      if (code < 0) throw new Error(`${name}: ${value} is not one of ${values.join(', ')}`)
      return code
    },
    fromDriver: (code) => {
      const value = values[code]
      if (value === undefined) throw new Error(`${name}: no value for code ${code}`)
      return value
    },
  })(name)
}

/**
 * The stored code of `value` among `values`, for SQL written by hand (a partial index's condition).
 *
 * @example
 * sql`${table.standard} = ${sql.raw(String(codeOf(TRANSFER_STANDARDS, 'erc721')))}`
 */
export function codeOf<const Values extends readonly string[]>(
  values: Values,
  value: Values[number],
): number {
  return values.indexOf(value)
}
