// The portal's booking-system client pointed at this file's sandbox, with the sandbox's own credentials, for the
// Dynamics contract tests.
import { dynamicsClient } from '../../src/integrations/dynamics/client.ts'
import { sandboxDynamicsClient } from '../../sandbox/dynamics/credentials.ts'
import { sandboxUrl } from './support.ts'

export const sandboxDynamics = () =>
  dynamicsClient({
    DYNAMICS_URL: `${sandboxUrl()}/dynamics`,
    DYNAMICS_TOKEN_URL: `${sandboxUrl()}/identity/sandbox-tenant/oauth2/v2.0/token`,
    DYNAMICS_CLIENT_ID: sandboxDynamicsClient.id,
    DYNAMICS_CLIENT_SECRET: sandboxDynamicsClient.secret,
  })
