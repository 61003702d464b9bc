#!/usr/bin/env node
// `latch-frame serve`: the embedded wallet's frame as an operator runs it, from the installed package (or
// from a checkout after `npm run build -w @latch/frame`).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { runFrameCli } from './runFrameCli'

/** The package's folder: the nearest one above this file with a package.json (src/server/ and dist/node/server/ alike). */
function packageRoot(): string {
  let dir = import.meta.dirname
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error(`no package.json above ${import.meta.dirname}`)
    dir = dirname(dir)
  }
  return dir
}

const root = packageRoot()
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
const stopped = new Promise((resolve) => {
  process.once('SIGINT', resolve)
  process.once('SIGTERM', resolve)
})
const code = await runFrameCli(process.argv.slice(2), {
  distDir: join(root, 'dist', 'page'),
  version,
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  stopped,
})
process.exit(code)
