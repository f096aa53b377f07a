/**
 * The portal as an installed app (decision 030): the web app manifest's name and colours, the
 * same as the header's (styles.css `--sea`) so the installed app's title bar matches the page.
 */
export const appIdentity = {
  name: 'Guest Hub',
  shortName: 'Guest Hub',
  description: 'Your holiday: bookings, who is coming, wellness visits and what to arrange, even offline.',
  startUrl: '/account',
  themeColor: '#0f5c6e',
  backgroundColor: '#ffffff',
} as const

export const themeColor = appIdentity.themeColor
