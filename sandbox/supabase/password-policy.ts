// The sandbox project's password rules, reported as GoTrue does: `weak_password.reasons` holds
// `length`, `characters` and/or `pwned`, and the message joins one sentence per reason.
export const minimumLength = 8

// A stand-in for the leaked-password check (HaveIBeenPwned in the real service): a few
// passwords that pass the other rules, so the `pwned` reason can be seen on its own.
const breached = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  'passw0rd1234',
  'qwerty123',
  '12345678',
  'holiday123',
  'welcome123',
])

const sentences: Record<string, string> = {
  length: `Password should be at least ${minimumLength} characters.`,
  characters:
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
}

export function weakPasswordReasons(password: string): string[] {
  const reasons: string[] = []
  if (password.length < minimumLength) reasons.push('length')
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) reasons.push('characters')
  if (breached.has(password.toLowerCase())) reasons.push('pwned')
  return reasons
}

export function weakPasswordMessage(reasons: readonly string[]): string {
  return reasons.map((reason) => sentences[reason]).join(' ')
}
