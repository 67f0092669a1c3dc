/**
 * Which error a form field shows, the same way in every form.
 *
 * The field's rule is read from its value at every change (a submit reads it too), so a value the visitor fixes loses
 * its message while they type, not at the blur that a click on Send causes: the message vanishing at that blur would
 * move the button from under the pointer between press and release and lose the click. The error is shown only once
 * the visitor has left the field or tried to send, so nobody is told off mid-word. Until a field is touched, an error
 * the server rendered after a failed plain POST (no JavaScript) shows instead.
 */
export type FieldState<K> = {
  /** Edited or left at least once. */
  touched: boolean
  /** Left (blurred) at least once. */
  left: boolean
  /** The field's own rule's problem, else the one the server refused it for; null when there is none. */
  error: K | null
}

export function shownFieldError<K>(field: FieldState<K>, submitted: boolean, renderedError: K | undefined): K | null {
  if (!field.touched && !submitted) return renderedError ?? null
  if (!field.left && !submitted) return null
  return field.error
}
