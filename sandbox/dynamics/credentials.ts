/** The sandbox tenant's client-credentials pair (fixed sandbox values, not secrets). */
export const sandboxDynamicsClient = { id: 'sandbox-dynamics-client', secret: 'sandbox-dynamics-secret' }
