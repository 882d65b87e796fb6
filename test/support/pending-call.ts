/** A call the test settles itself: what it was given, whether it has settled, and how to. */
export type Pending<Fields> = Fields & {
  settled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * A promise that stays pending until the test resolves or rejects the call recorded in `calls`
 * (for path steps that pick the server's answer). Rejections are the API client's `ApiFailure`
 * objects, not Errors, as the real calls reject.
 */
export function pendingCall<Fields extends object>(
  calls: Pending<Fields>[],
  fields: Fields,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const call: Pending<Fields> = {
      ...fields,
      settled: false,
      resolve: (output) => {
        call.settled = true;
        resolve(output);
      },
      reject: (error) => {
        call.settled = true;
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(error);
      },
    };
    calls.push(call);
  });
}
