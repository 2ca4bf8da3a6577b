// Why a sign-in through the identity provider was refused: the code travels to the sign-in page
// as ?error=<code> (next-auth's error page mapping) and the message is what a person reads there,
// or in the 401 of an API call with the provider's token.
export const SSO_REFUSALS = {
  email_missing: {
    code: "SsoEmailMissing",
    message: "Your identity provider did not share your e-mail address, so no account could be found or created. Ask your administrator to release the e-mail claim to this app.",
  },
  email_unverified: {
    code: "SsoEmailUnverified",
    message: "Your identity provider has not verified your e-mail address. Verify it there (look for a confirmation e-mail), then sign in again.",
  },
  subject_mismatch: {
    code: "SsoOtherIdentity",
    message: "This e-mail address belongs to an account that signs in with a different identity at your identity provider. Sign in with that identity, or ask an administrator for help.",
  },
  deactivated: {
    code: "AccountDeactivated",
    message: "This account has been deactivated. Ask an administrator of your organization to reactivate it.",
  },
} as const;

export type SsoRefusal = keyof typeof SSO_REFUSALS;

/** The message of a sign-in page error code, if it is one of ours. */
export function ssoRefusalMessage(code: string): string | undefined {
  return Object.values(SSO_REFUSALS).find((r) => r.code === code)?.message;
}
