/** The sandbox project's password rules, as GoTrue reports them in `weak_password.reasons`. */
export const minimumLength = 8
const breached = new Set(['password', 'password1', 'password123', 'passw0rd1234', 'qwerty123', '12345678', 'holiday123'])

export function weakPasswordReasons(password: string): string[] {
  const reasons: string[] = []
  if (password.length < minimumLength) reasons.push('length')
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) reasons.push('characters')
  if (breached.has(password.toLowerCase())) reasons.push('pwned')
  return reasons
}
