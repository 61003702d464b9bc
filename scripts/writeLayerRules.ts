// Writes biome.json's `overrides` from the layer table (scripts/layers.ts), leaving the rest of the file as
// it is. Usage: npx tsx scripts/writeLayerRules.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { layerOverrides } from './layers'

const LINE_WIDTH = 110

/**
 * JSON as biome.json is written by hand: a value on one line when it fits in the line width, its members
 * one per line otherwise.
 *
 * @example
 * formatJson({ includes: ['a/**'] }) // '{ "includes": ["a/**"] }'
 */
export function formatJson(value: unknown, indent = 0, prefix = 0): string {
  const inline = JSON.stringify(value, null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']')
  if (typeof value !== 'object' || value === null || indent + prefix + inline.length <= LINE_WIDTH)
    return inline
  const pad = ' '.repeat(indent + 2)
  if (Array.isArray(value))
    return `[\n${value.map((item) => pad + formatJson(item, indent + 2)).join(',\n')}\n${' '.repeat(indent)}]`
  const members = Object.entries(value).map(([key, member]) => {
    const label = `${JSON.stringify(key)}: `
    return pad + label + formatJson(member, indent + 2, label.length)
  })
  return `{\n${members.join(',\n')}\n${' '.repeat(indent)}}`
}

const file = join(import.meta.dirname, '..', 'biome.json')
const biome = JSON.parse(readFileSync(file, 'utf8'))
biome.overrides = layerOverrides()
writeFileSync(file, `${formatJson(biome)}\n`)
console.log(`biome.json: ${biome.overrides.length} overrides from the layer table`)
