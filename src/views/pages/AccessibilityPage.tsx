import { useTexts } from '../PageContext.tsx'

/**
 * /accessibility: the accessibility statement. What it says it tests is what e2e/wcag.test.ts,
 * e2e/keyboard.test.ts and e2e/modals.test.ts check on every build; keep them in step.
 */
export function AccessibilityPage({ heading }: { readonly heading?: string | undefined }) {
  const t = useTexts()
  return (
    <section className="stack statement">
      {heading && <h1>{heading}</h1>}
      <p className="lead">{t.a11y_lead()}</p>

      <h2>{t.a11y_standard_heading()}</h2>
      <p>{t.a11y_standard()}</p>

      <h2>{t.a11y_tests_heading()}</h2>
      <p>{t.a11y_tests()}</p>
      <ul className="plain-list">
        <li>{t.a11y_test_axe()}</li>
        <li>{t.a11y_test_targets()}</li>
        <li>{t.a11y_test_reflow()}</li>
        <li>{t.a11y_test_keyboard()}</li>
        <li>{t.a11y_test_no_script()}</li>
        <li>{t.a11y_test_motion()}</li>
        <li>{t.a11y_test_languages()}</li>
      </ul>

      <h2>{t.a11y_gaps_heading()}</h2>
      <ul className="plain-list">
        <li>{t.a11y_gap_people()}</li>
        <li>{t.a11y_gap_browsers()}</li>
        <li>{t.a11y_gap_content()}</li>
        <li>{t.a11y_gap_translations()}</li>
        <li>{t.a11y_gap_editors()}</li>
      </ul>

      <h2>{t.a11y_problem_heading()}</h2>
      <p>
        {t.a11y_problem_before()} <a href="/account/contact-us">{t.a11y_problem_link()}</a>
        {t.a11y_problem_after()}
      </p>
      <p className="status-page__detail">{t.a11y_reviewed()}</p>
    </section>
  )
}
