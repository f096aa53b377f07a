// The demo resort's pictures (issue 28): small flat SVG scenes of the place, one per image name in the seed, so the
// demo looks like a holiday rather than a word on a gradient. 3:2 like the photos editors upload; about 1 KB each.

type Scene = () => string

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/>`
const sun = (x: number, y: number, r: number, fill = '#ffd36e') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`
const hills = (fill: string, y = 470) => `<path d="M0 ${y}q200-120 420-30t420-40 360 50V800H0z" fill="${fill}"/>`
const sea = (y: number, fill = '#1f7a8c') =>
  `<rect y="${y}" width="1200" height="${800 - y}" fill="${fill}"/><path d="M80 ${y + 40}h140M520 ${y + 70}h180M900 ${y + 30}h120" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>`
const beach = (y: number, fill = '#f1d7a6') => `<path d="M0 ${y}q600-60 1200 0V800H0z" fill="${fill}"/>`
const boat = (x: number, y: number, s: number, sail: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0h120l-20 26H20z" fill="#fff"/><path d="M58-8V-150L118-8z" fill="${sail}"/><path d="M52-8V-120L8-8z" fill="#fff"/></g>`
const palm = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="#2f6b3a"><path d="M-6 0q10-110 0-200h12q4 100-0 200z" fill="#7a5230"/><path d="M0-200q-90-30-150 20 80-10 150-20zM0-200q90-30 150 20-80-10-150-20zM0-200q-40-70-110-70 60 30 110 70zM0-200q40-70 110-70-60 30-110 70z"/></g>`
const villa = (x: number, y: number, roof: string, wall = '#fbf4ea') =>
  `<g transform="translate(${x} ${y})"><rect width="360" height="200" fill="${wall}"/><path d="M-30 0 180-110 390 0z" fill="${roof}"/><rect x="40" y="60" width="70" height="80" fill="#3b6e8f"/><rect x="250" y="60" width="70" height="80" fill="#3b6e8f"/><rect x="150" y="90" width="60" height="110" fill="#a0643c"/></g>`
const pool = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="70" rx="14" fill="#5cc6d9"/><path d="M${x + 30} ${y + 35}h${w - 60}" stroke="#fff" stroke-opacity=".6" stroke-width="6"/>`

const villaScene =
  (roof: string, top: string, extra: string): Scene =>
  () =>
    `${sky(top, '#fdf1dc')}${sun(980, 150, 60)}${hills('#8fb58a', 430)}${villa(300, 360, roof)}${pool(220, 620, 520)}${extra}`

/** Rows of windows across a wall from (x, y): `n` of them `w` wide, `gap` apart. */
const windows = (x: number, y: number, n: number, w: number, h: number, gap: number, fill = '#3b6e8f') =>
  Array.from(
    { length: n },
    (_, i) => `<rect x="${x + i * (w + gap)}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`,
  ).join('')
/** A flat-roofed white block, as the island builds them. */
const block = (x: number, y: number, w: number, h: number, wall = '#fbf8f3') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x - 8}" y="${y - 10}" width="${w + 16}" height="12" fill="#e9e1d4"/>`
/** An olive or umbrella pine: a trunk and a crown. */
const tree = (x: number, y: number, crown: string, flat = false) =>
  `<path d="M${x - 6} ${y}q8-60 2-110h10q-4 50 6 110z" fill="#6b4a2f"/>${flat ? `<ellipse cx="${x}" cy="${y - 120}" rx="120" ry="34" fill="${crown}"/>` : `<circle cx="${x - 30}" cy="${y - 120}" r="48" fill="${crown}"/><circle cx="${x + 30}" cy="${y - 130}" r="54" fill="${crown}"/><circle cx="${x}" cy="${y - 165}" r="44" fill="${crown}"/>`}`
const parasol = (x: number, y: number, a: string, b = '#fff') =>
  `<path d="M${x} ${y}v-110" stroke="#5b5f66" stroke-width="6"/><path d="M${x - 80} ${y - 100}q80-70 160 0z" fill="${a}"/><path d="M${x - 27} ${y - 100}q27-70 54 0z" fill="${b}"/>`
const mast = (x: number, y: number, h: number, sail: string) =>
  `<path d="M${x} ${y}v-${h}" stroke="#2b3a42" stroke-width="5"/><path d="M${x + 6} ${y - h + 10}l${h * 0.45} ${h - 30}h-${h * 0.45}z" fill="${sail}"/><path d="M${x - 40} ${y}h120l-14 22h-92z" fill="#fbf8f3"/>`

/**
 * The demo villas, each its own place as its summary says (sandbox/seed/content.ts), so the demo shows that every
 * booking has its own picture. Drawn for home's band crop: what matters sits between y 260 and 540.
 */
const villaScenes: Record<string, Scene> = {
  // Four bedrooms above the bay, with a private pool: a white block on the cliff at dawn, the sea below.
  'villa-aurora': () =>
    `${sky('#f3a683', '#fde3c4')}${sun(930, 330, 70, '#ffe29a')}<g transform="translate(0 50)">${sea(430, '#2d6f86')}<path d="M0 360q200-40 420-10 140 30 200 120l40 330H0z" fill="#9c6b4e"/><path d="M0 390q220-30 430-5 120 20 170 70H0z" fill="#7f9a5a"/>${block(120, 250, 380, 120)}${windows(150, 280, 4, 60, 60, 30)}${pool(110, 372, 400)}${boat(820, 520, 0.5, '#e85d4a')}</g>`,
  // Three bedrooms, steps from the beach: a low house with blue shutters on the sand, a parasol by the water.
  'villa-marina': () =>
    `${sky('#74c0e0', '#dff3fa')}${sun(160, 130, 50)}${sea(330, '#1f7a8c')}${beach(430, '#f1d7a6')}<g transform="translate(380 300)"><rect width="440" height="150" fill="#fffaf2"/><path d="M-20 0 220-70 460 0z" fill="#4f8fb0"/>${windows(40, 40, 3, 70, 70, 80, '#2b5f80')}<rect x="195" y="60" width="50" height="90" fill="#2b5f80"/></g>${parasol(940, 520, '#e85d4a')}${parasol(1080, 540, '#f6c453')}`,
  // Two bedrooms among the olive trees: a stone cottage on a warm hillside, grey-green olives around it.
  'villa-olea': () =>
    `${sky('#f6d28b', '#fbeed2')}${sun(1000, 170, 60, '#fff3c4')}${hills('#b9b27a', 380)}<path d="M0 520q600-90 1200 0V800H0z" fill="#a39a5c"/><g transform="translate(470 300)"><rect width="260" height="170" fill="#d9c3a0"/><path d="M0 40h260M0 90h260M0 135h260" stroke="#c2a87e" stroke-width="4"/><path d="M-20 0 130-70 280 0z" fill="#b3543c"/><rect x="40" y="60" width="50" height="60" fill="#4d5a3a"/><rect x="170" y="60" width="50" height="60" fill="#4d5a3a"/><rect x="105" y="90" width="50" height="80" fill="#7a4d2b"/></g>${tree(250, 520, '#8a9a6b')}${tree(380, 560, '#7d8d60')}${tree(880, 540, '#8a9a6b')}${tree(1040, 510, '#7d8d60')}`,
  // Five bedrooms and a garden for games: a big two-storey house, its lawn with a goal and a swing.
  'villa-cala': () =>
    `${sky('#8fcfe9', '#e8f6fb')}${sun(1060, 120, 50)}<g transform="translate(0 40)"><rect y="470" width="1200" height="330" fill="#7fb24a"/><g transform="translate(330 230)"><rect width="540" height="240" fill="#f7efe2"/><path d="M-30 0h600l-70-80H40z" fill="#8c4a3a"/>${windows(30, 30, 6, 55, 60, 33)}${windows(30, 140, 2, 55, 70, 33)}${windows(382, 140, 2, 55, 70, 33)}<rect x="240" y="130" width="60" height="110" fill="#6b4a2f"/></g><path d="M120 560v-80h160v80" stroke="#fff" stroke-width="10" fill="none"/><path d="M125 485l150 70M275 485l-150 70" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>${sun(230, 580, 16, '#fff')}<path d="M960 560v-150h140v150M960 410h140" stroke="#6b4a2f" stroke-width="10" fill="none"/><path d="M1020 410v100M1040 410v100" stroke="#5b5f66" stroke-width="3"/><rect x="1005" y="508" width="50" height="10" fill="#e85d4a"/></g>`,
  // Three bedrooms by the tennis courts: an ochre villa under umbrella pines, a court in front.
  'villa-pinia': () =>
    `${sky('#9fd6ec', '#eef8fc')}${hills('#9cc08d', 420)}<g transform="translate(560 300)"><rect width="360" height="160" fill="#e6b872"/><path d="M-20 0 180-70 380 0z" fill="#a0543c"/>${windows(30, 40, 4, 55, 65, 30, '#2f5b45')}</g>${tree(300, 470, '#3f6b3a', true)}${tree(1050, 450, '#3f6b3a', true)}<path d="M80 800l120-330h520l120 330z" fill="#4f8f5a"/><path d="M130 780l95-290h470l95 290zM460 490v290M170 650h580" stroke="#fff" stroke-width="6" fill="none"/><path d="M150 640h620" stroke="#2b3a42" stroke-width="10"/>`,
  // Four bedrooms with a roof terrace: a flat white roof with parasols under a big sun.
  'villa-sol': () =>
    `${sky('#2f8fd0', '#a9dcf3')}${sun(1010, 170, 90, '#ffd36e')}<g transform="translate(0 40)"><rect y="520" width="1200" height="280" fill="#e3cfa9"/>${block(330, 330, 540, 190)}${windows(370, 380, 5, 60, 80, 45, '#1f5e8a')}<path d="M330 330v-40h540v40" stroke="#fbf8f3" stroke-width="8" fill="none"/><path d="M330 300h540" stroke="#c9b9a0" stroke-width="4"/>${parasol(440, 322, '#f6c453')}${parasol(640, 322, '#e85d4a')}${parasol(800, 322, '#f6c453')}${palm(180, 560)}</g>`,
  // Two bedrooms next to the sailing club: a small house on the quay, masts in the harbour.
  'villa-vela': () =>
    `${sky('#86cbe6', '#e3f4fa')}${sun(140, 150, 45)}${sea(430, '#2a89a3')}<rect y="470" width="520" height="330" fill="#b9a88c"/><g transform="translate(120 290)"><rect width="300" height="180" fill="#fbf8f3"/><path d="M-20 0 150-80 320 0z" fill="#0f5c6e"/>${windows(30, 50, 3, 55, 60, 40)}</g><path d="M120 280q200 40 400 0" stroke="#e85d4a" stroke-width="3" fill="none"/>${mast(640, 520, 230, '#fff')}${mast(820, 560, 260, '#f6c453')}${mast(1000, 510, 200, '#e85d4a')}`,
}

const scenes: Record<string, Scene> = {
  bay: () =>
    `${sky('#f28c5b', '#fcd9a6')}${sun(600, 430, 110, '#ffe29a')}${hills('#a2645a', 400)}${sea(470, '#2d6f86')}${boat(240, 560, 0.7, '#e85d4a')}${beach(700)}`,
  sailing: () =>
    `${sky('#7ec8e3', '#d9f1f8')}${sun(1030, 130, 55)}${sea(430)}${boat(180, 560, 1, '#f6c453')}${boat(560, 620, 0.8, '#e85d4a')}${boat(860, 540, 0.6, '#0f5c6e')}`,
  regatta: () =>
    `${sky('#5fb4d9', '#cfeefa')}${sea(400, '#17708a')}${boat(120, 520, 0.8, '#e85d4a')}${boat(420, 600, 1.1, '#f6c453')}${boat(820, 500, 0.7, '#6a4c93')}<path d="M1000 330v300" stroke="#333" stroke-width="6"/><path d="M1000 330h120v60h-120z" fill="#e85d4a"/>`,
  barbecue: () =>
    `${sky('#3b2a63', '#f08a5d')}${sun(900, 470, 80, '#ffb470')}${sea(480, '#2a4f6e')}${beach(560, '#d9b98a')}<path d="M0 120q300 80 600 0t600 0" stroke="#fff3c4" stroke-width="3" fill="none"/>${[100, 300, 500, 700, 900, 1100].map((x) => sun(x, 150 - (x % 400 === 100 ? 12 : 0), 12, '#ffe29a')).join('')}<g transform="translate(420 560)"><path d="M0 0h260l-30 70H30z" fill="#333"/><path d="M40 70l-30 110M220 70l30 110" stroke="#333" stroke-width="10"/><path d="M60-30q20-40 0-80M130-30q20-40 0-80M200-30q20-40 0-80" stroke="#fff" stroke-opacity=".6" stroke-width="8" fill="none"/></g>`,
  quiz: () =>
    `${sky('#2b2350', '#463a7a')}<path d="M0 80q300 90 600 0t600 0" stroke="#fff3c4" stroke-width="3" fill="none"/>${[150, 450, 750, 1050].map((x) => sun(x, 112, 16, '#ffd36e')).join('')}<rect y="560" width="1200" height="240" fill="#6b4a2f"/><rect x="470" y="220" width="260" height="300" rx="24" fill="#fbf4ea"/><path d="M550 320q0-60 50-60t50 55q0 35-50 50v40" stroke="#6a4c93" stroke-width="26" fill="none" stroke-linecap="round"/>${sun(600, 470, 15, '#6a4c93')}${[220, 980].map((x) => `<circle cx="${x}" cy="520" r="50" fill="#f6c453"/><rect x="${x - 70}" y="560" width="140" height="120" rx="40" fill="#f6c453"/>`).join('')}`,
  yoga: () =>
    `${sky('#f6a6a0', '#fde6c8')}${sun(600, 360, 130, '#ffd07a')}${sea(420, '#3a8fa6')}<rect y="560" width="1200" height="240" fill="#e9dcc8"/>${pool(120, 640, 400)}<g stroke="#2b3a42" stroke-width="16" stroke-linecap="round" fill="none"><circle cx="820" cy="330" r="30" fill="#2b3a42"/><path d="M820 370v140M820 510l-10 130M820 510q60 30 10 60M820 390q-40-80 0-130M820 390q40-80 0-130"/></g><rect x="720" y="645" width="200" height="20" rx="10" fill="#6a4c93"/>`,
  show: () =>
    `${sky('#1b1433', '#2c2150')}<path d="M0 0h260q-60 400 0 800H0zM1200 0H940q60 400 0 800h260z" fill="#8c2f39"/><path d="M420 0 300 620h240zM780 0 660 620h240z" fill="#fff3c4" fill-opacity=".25"/><rect y="600" width="1200" height="200" fill="#6b4a2f"/>${[430, 780].map((x) => `<g transform="translate(${x} 420)" fill="#f6c453"><circle r="30" cy="-10"/><path d="M-40 180 0 30l40 150z"/></g>`).join('')}${[140, 600, 1060].map((x) => `<path d="M${x} 100l12 26 28 4-20 20 5 28-25-13-25 13 5-28-20-20 28-4z" fill="#ffd36e"/>`).join('')}`,
  transfer: () =>
    `${sky('#8fd0ea', '#e6f6fb')}${sun(160, 140, 55)}${hills('#9cc08d', 380)}${sea(520, '#2a89a3')}<path d="M0 520q600-70 1200 0v50q-600-70-1200 0z" fill="#5b5f66"/><g transform="translate(520 380)"><rect width="300" height="130" rx="26" fill="#f6c453"/><path d="M30 20h70v50H30zM120 20h70v50h-70zM210 20h60v50h-60z" fill="#3b6e8f"/>${sun(60, 130, 26, '#2b3a42')}${sun(240, 130, 26, '#2b3a42')}</g>${palm(1000, 520)}`,
  airport: () =>
    `${sky('#9ad3ec', '#eef8fc')}<path d="M760 170l200-40 40 14-150 46 60 40-20 8-80-34-70 20z" fill="#fbf8f3"/><rect y="560" width="1200" height="240" fill="#8d9096"/><g transform="translate(120 300)"><rect width="960" height="260" fill="#d5dde2"/><rect y="-20" width="960" height="30" fill="#5b5f66"/>${windows(30, 40, 9, 80, 150, 24, '#5fa3c4')}</g><g transform="translate(420 470)"><rect width="300" height="130" rx="26" fill="#f6c453"/><path d="M30 20h70v50H30zM120 20h70v50h-70zM210 20h60v50h-60z" fill="#3b6e8f"/>${sun(60, 130, 26, '#2b3a42')}${sun(240, 130, 26, '#2b3a42')}</g>`,
  'sailing-lesson': () =>
    `${sky('#7ec8e3', '#d9f1f8')}${sun(160, 140, 50)}${sea(360, '#1f7a8c')}${boat(300, 500, 1.3, '#f6c453')}${sun(370, 470, 16, '#e85d4a')}${sun(420, 470, 16, '#6a4c93')}<g transform="translate(760 520)"><path d="M0 0h240q20 0 10 30H20z" fill="#e85d4a"/><rect x="90" y="-40" width="40" height="40" fill="#2b3a42"/>${sun(110, -60, 18, '#f1d7a6')}</g><path d="M560 560h160M180 620h120" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>`,
  // The extras to buy (sandbox/seed/offers.ts), each its own picture, as a real offer has its own photo.
  'welcome-hamper': () =>
    `${sky('#a7d8ea', '#eef8fc')}${pool(0, 560, 1200)}<rect y="470" width="1200" height="90" fill="#e9e1d4"/><g transform="translate(420 250) scale(.75)"><path d="M0 150h480l-50 250H50z" fill="#c58a45"/><path d="M20 150q220-260 440 0" stroke="#8a5a2b" stroke-width="22" fill="none"/>${sun(150, 140, 50, '#e0a458')}${sun(300, 120, 48, '#e85d4a')}${sun(370, 140, 42, '#7fb24a')}</g><path d="M380 560v-60h440v60" fill="#fbf8f3"/>`,
  'regatta-race': () =>
    `${sky('#5fb3d9', '#d6eef8')}${sea(300, '#17607a')}${boat(180, 470, 0.8, '#e85d4a')}${boat(520, 520, 1, '#f6c453')}${boat(860, 480, 0.9, '#6a4c93')}<path d="M1080 560v-60" stroke="#2b3a42" stroke-width="4"/><path d="M1080 500l50 15-50 15z" fill="#e85d4a"/>${sun(1080, 572, 14, '#f6c453')}`,
  'airport-car': () =>
    `${sky('#b7e0f0', '#f0f9fc')}<path d="M160 150l200-40 40 14-150 46 60 40-20 8-80-34-70 20z" fill="#fbf8f3"/><rect y="560" width="1200" height="240" fill="#8d9096"/><g transform="translate(520 300)"><rect width="620" height="260" fill="#d5dde2"/>${windows(20, 40, 6, 80, 150, 20, '#5fa3c4')}</g><g transform="translate(120 480)"><path d="M0 80q0-40 40-44l50-56h150l60 56q40 4 40 44v40H0z" fill="#2b5f80"/><path d="M100 0h60v40H80zM180 0h50l40 40h-90z" fill="#cde8f3"/>${sun(70, 120, 34, '#2b3a42')}${sun(270, 120, 34, '#2b3a42')}</g>`,
  car: () =>
    `${sky('#a5dcef', '#f0f9fc')}${hills('#a8c79a', 420)}${villa(620, 360, '#c96f4a')}<rect y="620" width="1200" height="180" fill="#cfc4b3"/><g transform="translate(150 500)"><path d="M0 80q0-40 40-44l50-56h150l60 56q40 4 40 44v40H0z" fill="#e85d4a"/><path d="M100 0h60v40H80zM180 0h50l40 40h-90z" fill="#cde8f3"/>${sun(70, 120, 34, '#2b3a42')}${sun(270, 120, 34, '#2b3a42')}</g>`,
  hamper: () =>
    `${sky('#fbe8cf', '#f3d6ae')}<rect y="560" width="1200" height="240" fill="#b98b5e"/><g transform="translate(360 300)"><path d="M0 150h480l-50 250H50z" fill="#c58a45"/><path d="M20 150q220-260 440 0" stroke="#8a5a2b" stroke-width="22" fill="none"/><ellipse cx="150" cy="140" rx="110" ry="50" fill="#e0a458"/>${sun(300, 120, 48, '#e85d4a')}${sun(370, 140, 42, '#f6c453')}${sun(250, 150, 36, '#7fb24a')}<path d="M60 220h360M70 290h340" stroke="#8a5a2b" stroke-width="10"/></g>`,
}

/** A villa the demo does not draw, by its name: the same scene, with the roof, sky and garden told apart by the name. */
const villaLooks = [
  ['#c96f4a', '#8fd0ea', palm(1040, 640)],
  ['#0f5c6e', '#a7d8ea', palm(140, 640)],
  ['#9b7b3a', '#bfe3ef', `<circle cx="1030" cy="560" r="80" fill="#7f9a5a"/>`],
  ['#b0544a', '#8cc9e6', palm(1060, 640) + palm(130, 650)],
] as const

/** The SVG for an image name: its scene, the demo villa's own, any other `villa-…` a generic villa, else the bay. */
export function illustration(name: string): string {
  const hash = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7)
  const [roof, top, extra] = villaLooks[hash % villaLooks.length] ?? villaLooks[0]
  const scene =
    scenes[name] ?? villaScenes[name] ?? (name.startsWith('villa-') ? villaScene(roof, top, extra) : scenes.bay)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600" viewBox="0 0 1200 800">${scene?.() ?? ''}</svg>`
}
