import { useEffect, useRef, useState } from "react";
import type { User } from "@supabase/supabase-js";
import type { Supabase } from "@/auth/supabase";
import { buttonVariants } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { alertClass, inputClass } from "@/components/ui/form-classes";
import { addPartner } from "@/features/partner/api/account";
import { partnerConfig } from "@/features/partner/content";
import {
  checkCompany,
  companyFromMetadata,
  type CompanyValues,
} from "@/features/partner/lib/forms";

const copy = partnerConfig.company;
const labels = partnerConfig.signUp;

type Props = { client: Supabase; user: User; onSaved: () => void };

/**
 * A signed-in account without its partner row: the row is stored from what the sign-up kept in
 * the account's metadata (the e-mail is confirmed by now), or, when that is missing or refused,
 * from this form. Either way the page loads the account again afterwards: a row stored twice
 * (the same tab's second try) is refused as a duplicate, and the reload finds the first.
 */
export function CompanyStep({ client, user, onSaved }: Props) {
  const [kept] = useState(() => companyFromMetadata(user.user_metadata));
  const [tried, setTried] = useState(!kept);
  const started = useRef(false);
  useEffect(() => {
    if (!kept || started.current) return;
    started.current = true;
    void addPartner(client, kept).then(() => {
      setTried(true);
      onSaved();
    });
  }, [client, kept, onSaved]);
  if (!tried) return <p role="status">{partnerConfig.settingUp}</p>;
  return <CompanyForm client={client} onSaved={onSaved} retried={Boolean(kept)} />;
}

function CompanyForm({
  client,
  onSaved,
  retried,
}: {
  client: Supabase;
  onSaved: () => void;
  retried: boolean;
}) {
  const [values, setValues] = useState<CompanyValues>({ company: "", contact: "", phone: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyValues, string>>>({});
  const [failed, setFailed] = useState(retried);
  const [busy, setBusy] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    const checked = checkCompany(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // After React has marked the fields invalid.
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    const saved = await addPartner(client, checked.value);
    setBusy(false);
    setFailed(!saved.ok);
    if (saved.ok) onSaved();
  };
  const fields = [
    { name: "company", label: labels.company, autoComplete: "organization", type: "text" },
    { name: "contact", label: labels.contact, autoComplete: "name", type: "text" },
    { name: "phone", label: labels.phone, autoComplete: "tel", type: "tel" },
  ] as const;
  return (
    <form
      noValidate
      aria-labelledby="company-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit(event.currentTarget);
      }}
      className="grid gap-5"
    >
      <div className="grid gap-2">
        <h2 id="company-title" className="text-2xl font-bold text-ink">
          {copy.title}
        </h2>
        <p className="text-muted">{copy.lead}</p>
      </div>
      {fields.map(({ name, label, autoComplete, type }) => (
        <Field key={name} id={`company-${name}`} label={label} error={errors[name]}>
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
      <div role="alert">{failed && <p className={alertClass}>{copy.failed}</p>}</div>
      <button type="submit" aria-disabled={busy} className={buttonVariants({ size: "lg" })}>
        {busy ? copy.saving : copy.save}
      </button>
    </form>
  );
}
