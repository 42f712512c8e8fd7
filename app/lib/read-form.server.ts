/**
 * The posted form, or an empty one when the body is not a form (no Content-Type, JSON, garbage):
 * such a request then fails validation with the usual messages instead of a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
