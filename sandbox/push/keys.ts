/**
 * The portal's VAPID key pair in the sandbox (made with `npm run vapid-keys`): fixed, public sandbox values, not
 * secrets. A real deployment makes its own.
 */
export const sandboxVapid = {
  publicKey: 'BMSg-DvlO6myeJrrulilEtiIEyCxKES9RqSyGvTyyxzZm37W-4NtJgmiwMxNDqZvm9o_HFvf7Iz6cuGM4XvZAfo',
  privateKey: 'sMngEnCFO9gNtSke0p5dYd-W88SC1FzPhKr1P5jwJ3U',
} as const
