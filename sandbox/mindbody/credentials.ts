/** The sandbox site's API key and staff login (fixed sandbox values, not secrets). */
export const sandboxMindbody = {
  apiKey: 'sandbox-mindbody-key',
  siteId: '-99',
  username: 'portal-staff',
  password: 'sandbox-staff-password',
}
