/** The length the schema limits (it trims first), for the counter under a text (a module of its own: the early script uses it too). */
export const countedLength = (value: string) => value.trim().length;
