import { useState } from "react";
import { useAuth } from "@/auth/auth-context";
import { buttonVariants } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { alertClass, inputClass } from "@/components/ui/form-classes";
import { partnerPaths } from "@/config/site";
import { partnerConfig, type SignUpFailure } from "@/features/partner/content";
import { checkSignUp, type SignUpValues } from "@/features/partner/lib/forms";

const copy = partnerConfig.signUp;

/** What went wrong with a sign-up, from supabase-js's AuthError. */
function signUpFailure(error: unknown): SignUpFailure {
  const { status, code, name } = (error ?? {}) as { status?: number; code?: string; name?: string };
  if (code === "user_already_exists" || code === "email_exists") return "exists";
  if (code === "weak_password") return "weak";
  if (name === "AuthRetryableFetchError" || status === 0 || (status ?? 0) >= 500) return "offline";
  return "other";
}

type SignUpField = keyof SignUpValues;

const fields: {
  name: SignUpField;
  label: string;
  hint?: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: "company", label: copy.company, type: "text", autoComplete: "organization" },
  { name: "contact", label: copy.contact, type: "text", autoComplete: "name" },
  { name: "phone", label: copy.phone, hint: copy.phoneHint, type: "tel", autoComplete: "tel" },
  { name: "email", label: copy.email, type: "email", autoComplete: "email" },
  {
    name: "password",
    label: copy.password,
    hint: copy.passwordHint,
    type: "password",
    autoComplete: "new-password",
  },
];

/**
 * A property manager's account: e-mail and password with Supabase Auth, the company, contact
 * and phone kept in the account's metadata until the partner row is stored (after the e-mail is
 * confirmed, when the project asks for that: the link comes back to /partner, signed in).
 */
export function SignUp({ onSignIn }: { onSignIn: () => void }) {
  const { signUp } = useAuth();
  const [values, setValues] = useState<SignUpValues>({
    company: "",
    contact: "",
    phone: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo)
    return (
      <section aria-labelledby="sent-title" className="grid gap-3">
        <h2 id="sent-title" className="text-2xl font-bold text-ink" tabIndex={-1} ref={focus}>
          {copy.sent.title}
        </h2>
        <p className="text-lg text-ink">{copy.sent.text(sentTo)}</p>
        <p className="text-muted">{copy.sent.help}</p>
      </section>
    );

  const submit = async (form: HTMLFormElement) => {
    const checked = checkSignUp(values);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      // After React has marked the fields invalid.
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    const { email, password, company } = checked.value;
    try {
      const { session } = await signUp(email, password, {
        data: company,
        emailRedirectTo: `${window.location.origin}${partnerPaths.account}`,
      });
      // With a session the page goes on signed in; without, the address awaits its link.
      if (!session) setSentTo(email);
    } catch (error) {
      setFailure(signUpFailure(error));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="sign-up-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit(event.currentTarget);
      }}
      className="grid gap-5"
    >
      <div className="grid gap-2">
        <h2 id="sign-up-title" className="text-2xl font-bold text-ink">
          {copy.title}
        </h2>
        <p className="text-muted">{copy.lead}</p>
      </div>
      {fields.map(({ name, label, hint, type, autoComplete }) => (
        <Field key={name} id={`sign-up-${name}`} label={label} hint={hint} error={errors[name]}>
          {(control) => (
            <input
              {...control}
              type={type}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      ))}
      <div role="alert">{failure && <p className={alertClass}>{copy.failures[failure]}</p>}</div>
      <button type="submit" aria-disabled={busy} className={buttonVariants({ size: "lg" })}>
        {busy ? copy.submitting : copy.submit}
      </button>
      <div className="flex flex-wrap items-center gap-x-2 border-t border-line pt-5">
        <p className="text-muted">{copy.haveAccount}</p>
        <button type="button" onClick={onSignIn} className={buttonVariants({ variant: "outline" })}>
          {copy.signIn}
        </button>
      </div>
    </form>
  );
}

/** Moves focus to the element as it appears, so a screen reader reads what changed. */
const focus = (element: HTMLElement | null) => element?.focus();
