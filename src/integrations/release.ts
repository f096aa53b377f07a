import packageJson from '../../package.json'
import builtManifest from '../../public/_build/manifest.json'

/**
 * Which release is running: the portal's version (package.json) and the build id of its
 * browser files (build.ts). Every monitoring report carries both, so a report says which
 * deploy produced it.
 */
export const release = { version: packageJson.version, build: builtManifest.buildId } as const
