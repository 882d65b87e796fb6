/**
 * JSON schemas of the request bodies (spec sections 3 and 7), mirroring the types in
 * `machines/shared/api.ts`: every field typed, every field but `nickname` required, nothing
 * else allowed. A payload that breaks them gets HTTP 400, so a portal bug shows up as a failure
 * in development instead of being accepted by a forgiving fake.
 *
 * Strings may be empty: the portal sends the stored client id and redirect uri, which are ''
 * when the query string had none (spec section 1).
 */

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

function body<P extends Record<string, object>>(properties: P, optional: (keyof P)[] = []) {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  } as const;
}

export const tokenBody = body({ document: text, recaptchaResponse: text, clientId: text });

export const answerBody = body({ birthdayDay: text, birthdayYear: text, mothersFirstName: text });

export const registerBody = body(
  {
    // The spec says always true; anything else is a portal bug worth failing loudly on.
    acceptNotifications: { type: 'boolean', const: true },
    // No access without the terms: a client that skips the form's checkbox is refused (issue 28).
    acceptTermsAndConditions: { type: 'boolean', const: true },
    cellphone: text,
    email: text,
    password: text,
    redirectUri: text,
    clientId: text,
    nickname: text,
  },
  ['nickname'],
);

export const resendBody = body({
  document: text,
  redirectUri: text,
  recaptchaResponse: text,
  clientId: text,
});

export const nonClientBody = body(
  {
    name: text,
    email: text,
    cellphone: text,
    // A timestamp in milliseconds, parsed from DD/MM/YYYY by the portal.
    birthDate: { type: 'number' },
    document: text,
    password: text,
    redirectUri: text,
    clientId: text,
    acceptSendMessage: flag,
    nickname: text,
  },
  ['nickname'],
);
