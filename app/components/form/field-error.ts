/**
 * Which error a form field shows, the same way in every form.
 *
 * The field's rule runs on every change (TanStack Form's `onChange` validator; a submit runs it too), so a value the
 * visitor fixes loses its message while they type, not at the blur that a click on Send causes: the message vanishing
 * at that blur would move the button from under the pointer between press and release and lose the click. The error
 * is shown only once the visitor has left the field or tried to send, so nobody is told off mid-word. Until a field is
 * touched, an error the server rendered after a failed plain POST (no JavaScript) shows instead.
 */
export type FieldMetaView = { isTouched: boolean; isBlurred: boolean; errors: readonly unknown[] }

export function shownFieldError<K>(
  meta: FieldMetaView,
  submitted: boolean,
  isKey: (value: unknown) => value is K,
  serverError: K | undefined,
): K | null {
  if (!meta.isTouched && !submitted) return serverError ?? null
  if (!meta.isBlurred && !submitted) return null
  return meta.errors.find(isKey) ?? null
}

/**
 * A field's blur: it counts as left, and its rule runs now, so an empty required field the visitor tabbed through
 * says so. The rule lives in `onChange` only, the one place its error is kept, so the next keystroke clears it.
 */
export function leaveField(field: { handleBlur: () => void; validate: (cause: 'change') => unknown }): void {
  field.handleBlur()
  field.validate('change')
}
