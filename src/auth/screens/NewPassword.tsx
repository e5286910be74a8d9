import { useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { weakPasswordReasons } from "@/auth/auth-failure";
import { authCopy } from "@/auth/content";
import { buttonVariants } from "@/components/ui/Button";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass } from "@/components/ui/form-classes";

const copy = authCopy.newPassword;

type Failure = { reasons: string[] | null };

/** After a reset link: the new password, saved with updateUser; a weak one says why. */
export function NewPassword({ client, onSaved }: { client: SupabaseClient; onSaved: () => void }) {
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<Failure | null>(null);
  const save = async () => {
    const { error } = await client.auth.updateUser({ password });
    if (!error) return onSaved();
    setFailure({ reasons: weakPasswordReasons(error) });
  };
  return (
    <form
      noValidate
      aria-labelledby="new-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-5"
    >
      <h2 id="new-password-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <TextInput
        id="new-password"
        label={copy.label}
        hint={copy.hint}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div role="alert">
        {failure && (
          <div className={alertClass}>
            <p>{failure.reasons ? copy.weak : copy.failure}</p>
            {failure.reasons && (
              <ul className="mt-2 list-disc pl-6">
                {failure.reasons.map((reason) => (
                  <li key={reason}>{copy.reasons[reason] ?? reason}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <button type="submit" className={buttonVariants({ size: "lg" })}>
        {copy.submit}
      </button>
    </form>
  );
}
