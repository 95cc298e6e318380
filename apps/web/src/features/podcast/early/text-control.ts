/** A field whose text counts (and, at the hand-over, whose text and caret go over); not the submit button or other controls. */
export const isTextControl = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
