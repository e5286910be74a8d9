import { useCallback, useState } from "react";
import { buttonVariants } from "@/components/ui/Button";
import { TextInput } from "@/components/ui/TextInput";
import { alertClass } from "@/components/ui/form-classes";
import type { Client } from "@/features/owner/api/requests";
import { inviteMember, listTeam, removeMember, type TeamAnswer } from "@/features/owner/api/team";
import { ownerConfig } from "@/features/owner/content";
import { useLoad } from "@/lib/use-load";
import { LoadFailure } from "./LoadFailure";

const copy = ownerConfig.team;

/**
 * The owner's team: who is on the crew, an invitation by e-mail (Auth's invite e-mail; the link
 * asks the crew member for a password, then opens the route), and Remove, which ends their access
 * at their next request. A crew member reads tonight's route and the next jobs, nothing else.
 */
export function TeamView({ client }: { client: Client }) {
  const { state, retry, refresh } = useLoad(useCallback(() => listTeam(client), [client]));
  const [email, setEmail] = useState("");
  const [said, setSaid] = useState<{
    answer: TeamAnswer;
    email: string;
    kind: "invited" | "removed";
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (
    work: () => Promise<TeamAnswer>,
    about: string,
    kind: "invited" | "removed",
  ) => {
    setBusy(true);
    const answer = await work();
    setBusy(false);
    setSaid({ answer, email: about, kind });
    if (answer === "done" || answer === "back") refresh();
    return answer;
  };

  return (
    <section aria-labelledby="team-title" className="grid gap-4">
      <h2 id="team-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          void act(() => inviteMember(client, address), address, "invited").then(
            (answer) => (answer === "done" || answer === "back") && setEmail(""),
          );
        }}
      >
        <TextInput
          id="team-email"
          label={copy.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button
          type="submit"
          disabled={busy}
          className={`${buttonVariants({ size: "lg" })} justify-self-start`}
        >
          {copy.invite}
        </button>
      </form>
      <div role="status">
        {said?.answer === "done" && (
          <p className="font-semibold text-ink">{copy[said.kind](said.email)}</p>
        )}
        {said?.answer === "back" && (
          <p className="font-semibold text-ink">{copy.back(said.email)}</p>
        )}
      </div>
      <div role="alert">
        {said && said.answer !== "done" && said.answer !== "back" && (
          <p className={alertClass}>{copy.failed[said.answer](said.email)}</p>
        )}
      </div>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "ready" && !state.data.length && <p className="text-ink">{copy.empty}</p>}
      {state.kind === "ready" && state.data.length > 0 && (
        <ul className="grid gap-3" aria-label={copy.members}>
          {state.data.map((member) => (
            <li
              key={member.user_id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-line p-4"
            >
              <span className="break-all text-ink">{member.email}</span>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void act(() => removeMember(client, member.user_id), member.email, "removed")
                }
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {copy.remove}
                <span className="sr-only"> {member.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
