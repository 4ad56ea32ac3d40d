import { useState } from "react"

/**
 * The row a staff member asked to delete, held until they confirm or cancel; spread `dialog` into
 * the ConfirmDialog. Deleting happens only on confirmation, and the dialog closes either way.
 */
export const useConfirmedDelete = <Row>(onDelete: (row: Row) => void) => {
  const [deleting, setDeleting] = useState<Row | null>(null)
  return {
    /** The row waiting for a confirmation, or null. */
    deleting,
    /** Opens the confirmation for a row. */
    ask: (row: Row) => setDeleting(row),
    dialog: {
      isOpen: deleting !== null,
      onCancel: () => setDeleting(null),
      onConfirm: () => {
        if (deleting !== null) onDelete(deleting)
        setDeleting(null)
      },
    },
  }
}
