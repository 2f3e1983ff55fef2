/**
 * The API's 400 for a body it refuses on one field (http/errors.ts's validation_error), as the
 * loopback API answers it: the form puts `message` on the field at `path`.
 */
export function fieldRefusal(path: string, message: string) {
  return {
    status: 400,
    body: {
      code: 'validation_error',
      message: 'Confira os campos.',
      details: [{ path, message }],
    },
  };
}
