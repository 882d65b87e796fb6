/** An invisible captcha: runs a challenge for an action and resolves with the response token. */
export interface Captcha {
  execute(action: 'token' | 'resend'): Promise<string>;
}
