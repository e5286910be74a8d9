import { useState, type ReactNode } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useAuth } from "@/auth/auth-context";
import { signInFailure } from "@/auth/auth-failure";
import { authCopy, type SignInFailure } from "@/auth/content";
import { buttonVariants } from "@/components/ui/Button";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass } from "@/components/ui/form-classes";
import { ForgotPassword } from "./ForgotPassword";

const copy = authCopy.signIn;

type Props = {
  client: SupabaseClient;
  /** The page a password-reset link brings its reader back to ("/owner", "/partner"). */
  returnTo: string;
  /** What the page offers beside signing in (the partner's page: creating an account). */
  children?: ReactNode;
};

/** E-mail and password through the AuthProvider's signIn, and the way to a forgotten password. */
export function SignIn({ client, returnTo, children }: Props) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [forgot, setForgot] = useState(false);

  if (forgot)
    return (
      <ForgotPassword
        client={client}
        email={email}
        returnTo={returnTo}
        onBack={() => setForgot(false)}
      />
    );

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      setFailure(signInFailure(error));
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-5">
      <form
        noValidate
        aria-labelledby="sign-in-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
        className="grid gap-5"
      >
        <h2 id="sign-in-title" className="text-2xl font-bold text-ink">
          {copy.title}
        </h2>
        <TextInput
          id="sign-in-email"
          label={copy.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextInput
          id="sign-in-password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div role="alert">{failure && <p className={alertClass}>{copy.failures[failure]}</p>}</div>
        <button type="submit" aria-disabled={busy} className={buttonVariants({ size: "lg" })}>
          {busy ? copy.submitting : copy.submit}
        </button>
        <button
          type="button"
          onClick={() => setForgot(true)}
          className={buttonVariants({ variant: "ghost" })}
        >
          {copy.forgot}
        </button>
      </form>
      {children}
    </div>
  );
}
