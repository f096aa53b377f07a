// npm run vapid-keys: makes the VAPID key pair web push needs (RFC 8292, docs/reminders.md). The public key goes in
// wrangler.toml as VAPID_PUBLIC_KEY (every environment); the private key is a secret:
//   npx wrangler secret put VAPID_PRIVATE_KEY --env production
// Changing the pair makes every device's subscription useless: guests turn push on again.
export {} // a module: top-level await

const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
  'sign',
  'verify',
])) as CryptoKeyPair
const base64Url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64url')
const publicKey = base64Url(await crypto.subtle.exportKey('raw', pair.publicKey))
const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey)

console.log(`VAPID_PUBLIC_KEY = "${publicKey}"   # wrangler.toml, [vars] of each environment`)
console.log(`VAPID_PRIVATE_KEY: ${d}   # npx wrangler secret put VAPID_PRIVATE_KEY --env <environment>`)
