// Runs alto's CLI in a process of its own, for startBundler.ts, and ends it when its stdin closes: the parent
// stopped or died, however (even killed outright, when no exit hook of its runs), so a bundler can never
// outlive the devnet that started it. Alto itself watches nothing of its parent.
//
// argv[2]: the path of alto's CLI (esm/cli/alto.js); argv[3…]: its arguments.
import { pathToFileURL } from 'node:url'

const [cli, ...args] = process.argv.slice(2)
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
// Alto reads its arguments from process.argv, as if started as `node alto.js …`.
process.argv = [process.argv[0], cli, ...args]
await import(pathToFileURL(cli).href)
