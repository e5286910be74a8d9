/**
 * The copy of the sign-in screens (src/auth/screens/) that the owner's inbox (/owner) and the
 * partner's page (/partner) share: signing in, resetting a password, choosing a new one,
 * signing out.
 */

/** Why a sign-in did not work, as the person signing in needs to know it. */
export type SignInFailure = "credentials" | "unconfirmed" | "offline" | "other";

export const authCopy = {
  signIn: {
    title: "Sign in",
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    forgot: "Forgot your password?",
    failures: {
      credentials: "Wrong e-mail or password. Check both and try again.",
      unconfirmed:
        "This e-mail address is not confirmed yet. Open the link we sent to it, then sign in.",
      offline: "We could not reach the server: no network, or Supabase is down. Please try again.",
      other: "Signing in did not work. Please try again, or reset your password.",
    } satisfies Record<SignInFailure, string>,
  },
  forgot: {
    title: "Reset your password",
    lead: "We e-mail you a link. Open it on this device to choose a new password.",
    submit: "Send the link",
    sent: (email: string) =>
      `If ${email} has an account, a link to reset its password is on its way.`,
    back: "Back to sign in",
    failure: "The e-mail could not be sent. Please try again.",
  },
  newPassword: {
    title: "Choose a new password",
    label: "New password",
    hint: "At least 8 characters.",
    submit: "Save password",
    weak: "This password is too weak:",
    reasons: {
      length: "it is too short",
      characters: "it needs more kinds of characters (letters, digits, symbols)",
      pwned: "it is known from a data breach",
    } as Record<string, string>,
    failure: "The password could not be saved. Please try again.",
  },
  signOut: "Sign out",
  signedInAs: (email: string) => `Signed in as ${email}`,
};
