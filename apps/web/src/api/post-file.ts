export type PostedFile = { ok: boolean; status: number; body: unknown };

/**
 * Sends one file as multipart form data and reads the JSON answer. Throws when the network fails or the answer
 * is not JSON; the caller turns that into its own "please try again" message.
 */
export async function postFile(url: string, field: string, file: File): Promise<PostedFile> {
  const form = new FormData();
  form.append(field, file, file.name);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  const body: unknown = await response.json();
  return { ok: response.ok, status: response.status, body };
}
