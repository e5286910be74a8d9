import { useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { authCopy } from "@/auth/content";
import { buttonVariants } from "@/components/ui/Button";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass } from "@/components/ui/form-classes";

const copy = authCopy.forgot;

type Props = { client: SupabaseClient; email: string; returnTo: string; onBack: () => void };

/** Sends supabase-js's reset e-mail; its link comes back to `returnTo` to choose a new password. */
export function ForgotPassword({ client, email: typed, returnTo, onBack }: Props) {
  const [email, setEmail] = useState(typed);
  const [state, setState] = useState<"idle" | "sent" | "failed">("idle");
  const send = async () => {
    const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}${returnTo}`,
    });
    setState(error ? "failed" : "sent");
  };
  return (
    <form
      noValidate
      aria-labelledby="forgot-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="grid gap-5"
    >
      <h2 id="forgot-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      <TextInput
        id="forgot-email"
        label={authCopy.signIn.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div role="status">
        {state === "sent" && (
          <p className="font-medium text-brand-dark">{copy.sent(email.trim())}</p>
        )}
      </div>
      <div role="alert">{state === "failed" && <p className={alertClass}>{copy.failure}</p>}</div>
      <button type="submit" className={buttonVariants({ size: "lg" })}>
        {copy.submit}
      </button>
      <button type="button" onClick={onBack} className={buttonVariants({ variant: "ghost" })}>
        {copy.back}
      </button>
    </form>
  );
}
