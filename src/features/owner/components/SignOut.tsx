import { useAuth } from "@/auth/auth-context";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";

/** Signs out: the session goes, and with it every request this page holds (they live below). */
export function SignOut() {
  const { user, signOut } = useAuth();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {user?.email && (
        <p className="break-all text-sm text-muted">{ownerConfig.signedInAs(user.email)}</p>
      )}
      <button
        type="button"
        onClick={() => void signOut().catch((error: unknown) => console.error(error))}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {ownerConfig.signOut}
      </button>
    </div>
  );
}
