/** The sandbox tenant's client-credentials pair (fixed sandbox values, not secrets). */
export const sandboxDynamicsClient = { id: 'sandbox-dynamics-client', secret: 'sandbox-dynamics-secret' }

/** The key the sandbox's Dataverse webhook sends in its header (the portal's DYNAMICS_WEBHOOK_KEY): a sandbox value. */
export const sandboxDynamicsWebhookKey = 'sandbox-dynamics-webhook-key'
