import { Modal } from '../../views/parts/Modal.tsx'
import { AssignUpgradeForm, type AssignUpgradeFormProps } from './AssignUpgradeForm.tsx'
import { useTexts } from '../../views/PageContext.tsx'

/**
 * SPEC §2 assign upgrades modal: the lead booker chooses who gets an upgrade, per week. Without
 * JavaScript the trigger is a link to the same forms on their own page.
 */
export function AssignUpgradesModal(props: AssignUpgradeFormProps) {
  const t = useTexts()
  return (
    <Modal
      className="button button--secondary"
      fallbackHref={props.action}
      title={t.extras_assign_title({ upgrade: props.upgradeName })}
      label={
        <>
          {t.extras_assign()}
          <span className="visually-hidden">{` ${props.upgradeName}`}</span>
        </>
      }
    >
      <AssignUpgradeForm {...props} />
    </Modal>
  )
}
