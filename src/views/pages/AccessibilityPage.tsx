/**
 * /accessibility: the accessibility statement. What it says it tests is what e2e/wcag.test.ts,
 * e2e/keyboard.test.ts and e2e/modals.test.ts check on every build; keep them in step.
 */
export function AccessibilityPage({ heading }: { readonly heading?: string | undefined }) {
  return (
    <section className="stack statement">
      {heading && <h1>{heading}</h1>}
      <p className="lead">
        We want every guest to be able to use the guest hub, whatever device, browser or assistive technology they use.
      </p>

      <h2>The standard we aim for</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We believe the guest hub meets
        most of it; the known gaps are listed below.
      </p>

      <h2>What we test, and how</h2>
      <p>
        Every change to the guest hub is checked automatically in the Chromium browser before it goes live. A change
        that fails is not released.
      </p>
      <ul className="plain-list">
        <li>
          Every page, signed in and signed out, and the home page at every stage of a holiday, is checked with axe-core
          against the WCAG 2.2 A and AA rules it can test.
        </li>
        <li>
          Every button, link and form control is at least 24 by 24 pixels, or has that much room around it (links inside
          a sentence aside).
        </li>
        <li>
          No page scrolls sideways on a screen 320 pixels wide, the width of a large desktop window zoomed to 400%.
        </li>
        <li>
          Pages with forms, menus or pop-up windows are used with the keyboard alone: every control is reached in order
          with Tab, the focus is always visible and never hidden under the header, Escape closes what opened, and the
          focus goes back to where it was.
        </li>
        <li>Menus and pop-up windows also work without JavaScript, and each pop-up window has a page of its own.</li>
        <li>The what&apos;s on highlights do not animate their scrolling when your device asks for reduced motion.</li>
      </ul>

      <h2>Known gaps</h2>
      <ul className="plain-list">
        <li>
          Automated checks find only some problems. The guest hub has not yet been tested by people who use screen
          readers or voice control.
        </li>
        <li>We test in Chromium only. Safari, Firefox and the browsers of phones are not tested on every change.</li>
        <li>
          Texts and pictures from our content team (help pages, what&apos;s on, tailor your holiday) are checked as they
          are today; new content is reviewed by our editors, not by the automated checks.
        </li>
        <li>The preview and slice simulator pages used by our editors are not part of the checks.</li>
      </ul>

      <h2>Tell us about a problem</h2>
      <p>
        If something in the guest hub is hard to use, or you need information in another form, please{' '}
        <a href="/account/contact-us">contact us</a>. Tell us which page it was and what happened, and we will help you
        and fix the page.
      </p>
      <p className="status-page__detail">This statement was last reviewed in November 2026.</p>
    </section>
  )
}
