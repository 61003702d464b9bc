#!/usr/bin/env node
// Runs drizzle-kit (hoisted to the root node_modules) against the drizzle-orm copy that npm nested under
// apps/api/node_modules: drizzle-kit's version check uses import(), which ignores NODE_PATH, so a resolve
// hook points bare `drizzle-orm` specifiers here. Usage: node scripts/drizzle-kit.mjs generate --name x
import { createRequire, register } from 'node:module'
import { pathToFileURL } from 'node:url'

const apiRoot = new URL('..', import.meta.url)
const hook = `
const parent = ${JSON.stringify(new URL('package.json', apiRoot).href)}
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: parent })
  return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
process.env.NODE_PATH = new URL('node_modules', apiRoot).pathname
createRequire(import.meta.url)('node:module').Module._initPaths()
process.chdir(apiRoot.pathname)
const kitPackage = createRequire(new URL('package.json', apiRoot)).resolve('drizzle-kit')
const bin = new URL('bin.cjs', pathToFileURL(kitPackage))
await import(bin.href)
