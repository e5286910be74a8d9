import { useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useAuth } from "@/auth/auth-context";
import { ownerConfig, type SignInFailure } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { signInFailure } from "@/features/owner/lib/auth-failure";
import { ForgotPassword } from "./ForgotPassword";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass } from "@/components/ui/form-classes";

const copy = ownerConfig.signIn;

/** E-mail and password through the AuthProvider's signIn; no sign-up here. */
export function SignIn({ client }: { client: SupabaseClient }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [forgot, setForgot] = useState(false);

  if (forgot)
    return <ForgotPassword client={client} email={email} onBack={() => setForgot(false)} />;

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
        id="owner-email"
        label={copy.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextInput
        id="owner-password"
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
  );
}
