/** Splits a shared message worded "Title: description" (e.g. "Photo required: Please upload…") for a toast. */
export function toastText(message: string): { title: string; description?: string } {
  const colon = message.indexOf(': ');
  return colon === -1 ? { title: message } : { title: message.slice(0, colon), description: message.slice(colon + 2) };
}
