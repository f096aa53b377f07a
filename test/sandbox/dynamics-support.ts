// The portal's booking-system client pointed at this file's sandbox, with the sandbox's own credentials, for the
// Dynamics contract tests. The tenant in the token URL is the file's own: the client keeps tokens by that URL, and a
// file's reset of the worker's sandbox (support.ts) drops the tokens an earlier file was given.
import { dynamicsClient } from '../../src/integrations/dynamics/client.ts'
import { sandboxDynamicsClient } from '../../sandbox/dynamics/credentials.ts'
import { sandboxUrl } from './support.ts'

const tenant = `sandbox-tenant-${crypto.randomUUID()}`

export const sandboxDynamics = () =>
  dynamicsClient({
    DYNAMICS_URL: `${sandboxUrl()}/dynamics`,
    DYNAMICS_TOKEN_URL: `${sandboxUrl()}/identity/${tenant}/oauth2/v2.0/token`,
    DYNAMICS_CLIENT_ID: sandboxDynamicsClient.id,
    DYNAMICS_CLIENT_SECRET: sandboxDynamicsClient.secret,
  })
