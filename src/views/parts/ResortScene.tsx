/**
 * The resort behind the sign-in layout's card (issue 38): sea, sky, hills and a villa under palms, so a new guest's
 * first screen looks like where they are going. Drawn in the page, a few hundred bytes compressed, so it costs no
 * request and never holds the load event on weak Wi-Fi; coloured by the stylesheet (dark scheme too); decorative only.
 */
export function ResortScene() {
  return (
    <svg className="resort-scene" viewBox="0 0 1200 360" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <rect className="resort-scene__sky" width="1200" height="360" />
      <circle className="resort-scene__sun" cx="930" cy="150" r="56" />
      <path className="resort-scene__hills" d="M0 236C190 186 380 204 560 218S900 188 1200 212V262H0Z" />
      <path className="resort-scene__sea" d="M0 256H1200V360H0Z" />
      <path
        className="resort-scene__wave"
        d="M0 292 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0"
      />
      <path
        className="resort-scene__wave"
        d="M30 322 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0 q30 -7 60 0 t60 0"
      />
      <path className="resort-scene__villa" d="M186 196h150v60H186ZM372 210h92v46h-92Z" />
      <path className="resort-scene__roof" d="M174 198l87-34 87 34ZM362 212l56-24 56 24Z" />
      <path
        className="resort-scene__palm"
        d="M110 256c-3-40 5-72 24-100l6 3c-17 28-24 58-22 97ZM137 157c-22-26-56-30-84-14 30-6 56 2 78 20ZM137 157c6-30 32-50 62-50-26 10-44 28-54 54ZM137 157c28-14 60-8 80 14-26-10-52-12-76-6ZM137 157c-30-4-58 12-70 38 18-20 42-30 68-30ZM137 157c-2-28-20-48-44-58 20 16 32 36 36 60Z"
      />
    </svg>
  )
}
